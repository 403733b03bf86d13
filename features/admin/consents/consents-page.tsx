import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { useLookupDraft } from '../../../kit/lookup-search.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { consentsConsentsPageMessages as m } from '../messages/consents-consents-page.ts';
import { ConsentRecordsCard } from './consent-records-card.tsx';

type Props = ConsolePageProps<{ consumer?: string | undefined }>;

/** /admin/console/consents: look a consumer up by id or access code and read or export their consent records. */
export function ConsentsPage({ client, search, navigateSearch }: Props) {
  const { formatMessage: t } = useIntl();
  const box = useLookupDraft(search.consumer, (consumer) => navigateSearch({ consumer }));
  return (
    <Stack gap="5">
      <PageHeader title={t(m.consumerConsents)} description={t(m.everyConsentAConsumerGave)} />
      <form onSubmit={box.onSubmit}>
        <HStack gap="2" maxW="lg">
          <Input
            aria-label={t(m.consumerIdOrAccessCode)}
            placeholder={t(m.consumerIdOrAccessCode)}
            value={box.draft}
            onChange={(event) => box.setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{t(m.lookUp)}</Button>
        </HStack>
      </form>
      {search.consumer ? <ConsentRecordsCard client={client} consumer={search.consumer} /> : null}
    </Stack>
  );
}
