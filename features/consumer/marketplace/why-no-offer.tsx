import { Heading, List, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/query-options.ts';
import { getWhyNoOffer } from '../../../api/why-no-offer.ts';
import { CONSUMER_KEY } from '../entry-queries.ts';
import { useConsumerServices } from '../services.ts';

/**
 * The principal reasons products were not offered (docs/decisions/0602-why-no-offer-reasons.md), in the catalogue's
 * plain words: nothing shows while they load or when the call fails — the page's own message stands alone then.
 */
export function WhyNoOfferReasons({ category }: { readonly category?: string | undefined }) {
  const { clients } = useConsumerServices();
  const reasons = useQuery({
    ...endpointQuery(clients.consumer, getWhyNoOffer, {
      query: category ? { category } : {},
      scope: CONSUMER_KEY,
    }),
    retry: false,
  });
  const list = reasons.data?.reasons ?? [];
  if (list.length === 0) return null;
  return (
    <Stack as="section" aria-label="Why there are no offers" gap="2" textAlign="start" maxW="md" mx="auto">
      <Heading as="h2" size="sm">
        The main reasons
      </Heading>
      <List.Root gap="1" ps="5">
        {list.map((reason) => (
          <List.Item key={reason.key}>{reason.text}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
