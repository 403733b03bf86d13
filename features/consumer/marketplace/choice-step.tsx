import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { PURPOSES, SUBCATEGORIES } from '../../../domain/catalog/categories.ts';
import { OFFER_CATEGORIES } from '../../../domain/catalog/products.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { countOffersWhere, matchesSelection, type ProductTriple } from '../../../domain/marketplace/product-triples.ts';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { choiceMessages as m, purposeMessages, subcategoryMessages } from '../i18n/messages/choice.ts';
import { categoryMessages, offersMessages } from '../i18n/messages/offers.ts';
import { offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

type Level = 'category' | 'subcategory' | 'purpose';

const TITLES: Readonly<Record<Level, { title: Message; description: Message }>> = {
  category: { title: m.categoryTitle, description: m.categoryText },
  subcategory: { title: m.subcategoryTitle, description: m.subcategoryText },
  purpose: { title: m.purposeTitle, description: m.purposeText },
};

/** The category, subcategory and purpose steps: one choice each, counted from the offers the consumer has. */
export function ChoiceStep({ level }: { level: Level }) {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offers = useQuery(offersQuery(clients.consumer));
  const { formatMessage: t } = useIntl();
  const shown = offersToShow(offers.data ?? []).filter((offer) =>
    matchesSelection(offer.productType, workflow.marketplace),
  );
  const count = (test: (t: ProductTriple) => boolean) => countOffersWhere(shown, test);
  const options =
    level === 'category'
      ? OFFER_CATEGORIES.map((value) => ({
          value,
          label: t(categoryMessages[value]),
          count: count((triple) => triple.category === value),
        }))
      : level === 'subcategory'
        ? SUBCATEGORIES.map((value) => ({
            value,
            label: t(subcategoryMessages[value]),
            count: count((triple) => triple.subcategory === value),
          }))
        : PURPOSES.map((value) => ({
            value,
            label: t(purposeMessages[value]),
            count: count((triple) => triple.purpose === value),
          }));
  return (
    <Stack gap="2">
      <PageHeader title={t(TITLES[level].title)} description={t(TITLES[level].description)} />
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
              gap="3"
              // A long label wraps (Spanish "Préstamos sobre el valor de su vivienda" ran off a phone's screen).
              whiteSpace="normal"
              bg="bg"
              onClick={() => workflow.next({ [level]: option.value })}
            >
              <Text fontWeight="600" textAlign="start">
                {option.label}
              </Text>
              <Text color="fg.muted" fontSize="sm" flexShrink="0">
                {t(offersMessages.count, { count: option.count })}
              </Text>
            </Button>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
