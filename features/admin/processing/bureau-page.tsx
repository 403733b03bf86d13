import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { testBureauConnection } from '../../../api/bureau-connection.ts';
import { CheckCard } from '../../../kit/check-card.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { processingBureauPageMessages as m } from '../messages/processing-bureau-page.ts';
import { CONNECTION_FAILED, ConnectionForm, SOURCES, testOutcome } from './bureau-connection-form.tsx';
import { bureauConnectionQuery } from './processing-queries.ts';

/** /admin/console/processing/bureau: the credit bureau's SFTP + OpenPGP connection (issue 29, decision 0522). */
export function BureauConnectionPage({ client, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const query = useQuery(bureauConnectionQuery(client));
  const canWrite = can(session, 'processing');
  return (
    <>
      <PageHeader title={t(m.creditBureauConnection)} description={t(m.bureauExportUploadsTheEncrypted)} />
      <QueryGate query={query} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="64">
        {(view) => (
          <Stack gap="6">
            <Text>{t(SOURCES[view.source])}</Text>
            {canWrite ? <ConnectionForm key={JSON.stringify(view)} client={client} view={view} /> : null}
            <CheckCard
              heading={t(m.testConnection)}
              description={t(m.checksTheSavedConnectionThe)}
              disabled={!canWrite}
              failedTitle={CONNECTION_FAILED}
              run={() => client.call(testBureauConnection, {}).then(testOutcome)}
            />
          </Stack>
        )}
      </QueryGate>
    </>
  );
}
