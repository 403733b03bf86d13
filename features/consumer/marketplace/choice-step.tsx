import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PURPOSES, SUBCATEGORIES } from '../../../domain/catalog/categories.ts';
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABELS } from '../../../domain/catalog/products.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { countOffersWhere, matchesSelection, type ProductTriple } from '../../../domain/marketplace/product-triples.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

type Level = 'category' | 'subcategory' | 'purpose';

const TITLES: Readonly<Record<Level, { title: string; description: string }>> = {
  category: {
    title: 'What are you looking for?',
    description: 'Choose a kind of offer. Only kinds with offers for you are shown.',
  },
  subcategory: { title: 'What kind?', description: 'Narrow it down.' },
  purpose: { title: 'What is it for?', description: 'Tell us how you will use it.' },
};

/** The category, subcategory and purpose steps: one choice each, counted from the offers the consumer has. */
export function ChoiceStep({ level }: { level: Level }) {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offers = useQuery(offersQuery(clients.consumer));
  const shown = offersToShow(offers.data ?? []).filter((offer) =>
    matchesSelection(offer.productType, workflow.marketplace),
  );
  const count = (test: (t: ProductTriple) => boolean) => countOffersWhere(shown, test);
  const options =
    level === 'category'
      ? OFFER_CATEGORIES.map((value) => ({
          value,
          label: OFFER_CATEGORY_LABELS[value],
          count: count((t) => t.category === value),
        }))
      : level === 'subcategory'
        ? SUBCATEGORIES.map((value) => ({ value, label: value, count: count((t) => t.subcategory === value) }))
        : PURPOSES.map((value) => ({ value, label: value, count: count((t) => t.purpose === value) }));
  return (
    <Stack gap="2">
      <PageHeader {...TITLES[level]} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {options
          .filter((option) => option.count > 0)
          .map((option) => (
            <Button
              key={option.value}
              variant="outline"
              size="xl"
              h="auto"
              py="5"
              justifyContent="space-between"
              bg="bg"
              onClick={() => workflow.next({ [level]: option.value })}
            >
              <Text fontWeight="600">{option.label}</Text>
              <Text color="fg.muted" fontSize="sm">
                {option.count} {option.count === 1 ? 'offer' : 'offers'}
              </Text>
            </Button>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
