import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { listLenderAcknowledgements } from '../../../api/acknowledgements.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { AcknowledgementCard } from '../../../console/acknowledgement-card.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
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
      {list.isPending ? <Skeleton height="40" /> : null}
      {list.isError ? (
        <LoadFailure message="There was an error getting the acknowledgements" onRetry={() => list.refetch()} />
      ) : null}
      {list.data?.content.length === 0 ? <Text>No changes to acknowledge.</Text> : null}
      <Stack gap="6">
        {list.data?.content.map((ack) => (
          <AcknowledgementCard key={ack.id} ack={ack} client={client} fiId={fiId} canDecide={canDecide} />
        ))}
      </Stack>
    </>
  );
}
