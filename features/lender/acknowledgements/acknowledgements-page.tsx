import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { listLenderAcknowledgements } from '../../../api/acknowledgements.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { AcknowledgementCard } from '../../../console/acknowledgement-card.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /lender/console/campaign/acknowledgements: campaign changes to acknowledge (000 §4), pending first. */
export function AcknowledgementsPage({ client, fiId = 0, session }: ConsolePageProps) {
  const list = useQuery(endpointQuery(client, listLenderAcknowledgements, { params: { fiId }, query: {} }));
  const canDecide = can(session, 'campaigns', 'acknowledge');
  return (
    <>
      <PageHeader
        title="Campaign change acknowledgements"
        description="Changes the platform made to your campaigns. Review each difference, then acknowledge or reject it."
      />
      <QueryGate
        query={list}
        failure="There was an error getting the acknowledgements"
        skeletonHeight="40"
        isEmpty={(page) => page.content.length === 0}
        empty={<Text>No changes to acknowledge.</Text>}
      >
        {(page) => (
          <Stack gap="6">
            {page.content.map((ack) => (
              <AcknowledgementCard key={ack.id} ack={ack} client={client} fiId={fiId} canDecide={canDecide} />
            ))}
          </Stack>
        )}
      </QueryGate>
    </>
  );
}
