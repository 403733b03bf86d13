import { Heading, List, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { endpointQuery } from '../../../api/query-options.ts';
import { getWhyNoOffer } from '../../../api/why-no-offer.ts';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { CONSUMER_KEY } from '../entry-queries.ts';
import {
  marketplaceStatusMessages as m,
  whyNoOfferMessages as reasonMessages,
} from '../i18n/messages/marketplace-status.ts';
import { useConsumerServices } from '../services.ts';

/** By key, as the wire sends it: a key the catalogue does not have yet shows the server's text as it is. */
const REASONS: Readonly<Record<string, Message | undefined>> = reasonMessages;

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
  const { formatMessage: t } = useIntl();
  const textOf = (reason: { key: string; text: string }) => {
    const message = REASONS[reason.key];
    return message ? t(message) : reason.text;
  };
  if (list.length === 0) return null;
  return (
    <Stack as="section" aria-label={t(m.whyNoOffer)} gap="2" textAlign="start" maxW="md" mx="auto">
      <Heading as="h2" size="sm">
        {t(m.mainReasons)}
      </Heading>
      <List.Root gap="1" ps="5">
        {list.map((reason) => (
          <List.Item key={reason.key}>{textOf(reason)}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
