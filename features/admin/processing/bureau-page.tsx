import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { testBureauConnection } from '../../../api/bureau-connection.ts';
import { CheckCard } from '../../../kit/check-card.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CONNECTION_FAILED, ConnectionForm, SOURCES, testOutcome } from './bureau-connection-form.tsx';
import { bureauConnectionQuery } from './processing-queries.ts';

/** /admin/console/processing/bureau: the credit bureau's SFTP + OpenPGP connection (issue 29, decision 0522). */
export function BureauConnectionPage({ client, session }: ConsolePageProps) {
  const query = useQuery(bureauConnectionQuery(client));
  const canWrite = can(session, 'processing');
  return (
    <>
      <PageHeader
        title="Credit bureau connection"
        description="Bureau export uploads the encrypted file here; Bureau import collects the bureau’s signed answer."
      />
      <QueryGate query={query} failure="There was an error getting the bureau connection" skeletonHeight="64">
        {(view) => (
          <Stack gap="6">
            <Text>{SOURCES[view.source]}</Text>
            {canWrite ? <ConnectionForm key={JSON.stringify(view)} client={client} view={view} /> : null}
            <CheckCard
              heading="Test connection"
              description="Checks the saved connection: the PGP key, the host key, the login and both directories."
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
