import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../api/client.ts';
import { getConsumerTrace } from '../../api/offer-trace.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { QueryGate } from '../../kit/query-gate.tsx';
import { offerTraceWhyThisOfferMessages as m } from '../messages/offer-trace-why-this-offer.ts';
import { ProductTraceView } from './product-trace-view.tsx';

export interface WhyThisOfferProps {
  readonly client: ApiClient;
  readonly fiId: number;
  readonly campaignId: string;
  readonly consumerId: string;
  readonly productId: string;
}

/** "Why this offer" on a loan lead: the engine's replayed decision for the lead's product (api/offer-trace.ts). */
export function WhyThisOffer({ client, fiId, campaignId, consumerId, productId }: WhyThisOfferProps) {
  const { formatMessage: t } = useIntl();
  const trace = useQuery(
    endpointQuery(client, getConsumerTrace, { params: { fiId, ucCampaignId: campaignId, consumerId } }),
  );
  return (
    <Stack as="section" aria-label={t(m.whyThisOffer)} gap="3">
      <Heading as="h2" size="md">
        {t(m.whyThisOffer)}
      </Heading>
      <QueryGate query={trace} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="40">
        {(data) => {
          const product = data.products.find((entry) => entry.productId === productId);
          if (!product) return <Text>{t(m.thisProductIsNoLonger)}</Text>;
          return <ProductTraceView trace={product} />;
        }}
      </QueryGate>
    </Stack>
  );
}
