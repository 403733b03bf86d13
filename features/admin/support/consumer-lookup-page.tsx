import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ConsumerTraces } from '../../../console/offer-trace/consumer-traces.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { useLookupDraft } from '../../../kit/lookup-search.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ConsentRecordsCard } from '../consents/consent-records-card.tsx';
import { supportConsumerLookupPageMessages as m } from '../messages/support-consumer-lookup-page.ts';
import { type ConsumerLookupSearch, consumerLookupQuery } from './support-pages.ts';

/** /admin/console/consumerLookup?accessCode=: support's view of why a consumer got, or did not get, each offer, and the consents they gave. */
export function ConsumerLookupPage({ client, search, navigateSearch }: ConsolePageProps<ConsumerLookupSearch>) {
  const { formatMessage: t } = useIntl();
  const box = useLookupDraft(search.accessCode, (code) => navigateSearch({ accessCode: code }));
  const accessCode = search.accessCode ?? '';
  const lookup = useQuery({
    ...consumerLookupQuery(client, accessCode),
    enabled: accessCode !== '',
  });
  return (
    <Stack gap="6">
      <PageHeader title={t(m.consumerLookup)} description={t(m.whyAConsumerWasOr)} />
      <form onSubmit={box.onSubmit}>
        <HStack align="end" gap="3" flexWrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t(m.accessCode)}</Field.Label>
            <Input
              value={box.draft}
              onChange={(event) => box.setDraft(event.target.value)}
              placeholder={t(m.demo1001)}
            />
          </Field.Root>
          <Button type="submit">{t(m.lookUp)}</Button>
        </HStack>
      </form>
      {accessCode === '' ? null : (
        <QueryGate query={lookup} failure={t(m.thereWasAnErrorLooking)}>
          {(data) => (
            <Stack gap="4">
              <Text fontWeight="semibold">
                {data.consumer.firstName} {data.consumer.lastName} · {data.consumer.accessCode}
              </Text>
              {data.trace ? <ConsumerTraces trace={data.trace} /> : <Text>{t(m.thisConsumerHasNoBureau)}</Text>}
              <ConsentRecordsCard client={client} consumer={data.consumer.id} />
            </Stack>
          )}
        </QueryGate>
      )}
    </Stack>
  );
}
