import { Alert, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { listLenderAcknowledgements } from '../../../api/acknowledgements.ts';
import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import type { Session } from '../../../api/session.ts';
import { can } from '../../../kit/permission.ts';

/** Tells a lender user who may acknowledge that campaign changes wait for them (shown on the dashboard). */
export function PendingAcknowledgementBanner({
  client,
  fiId,
  session,
}: {
  client: ApiClient;
  fiId: number;
  session: Session;
}) {
  const allowed = can(session, 'campaigns', 'acknowledge');
  const pending = useQuery({
    ...endpointQuery(client, listLenderAcknowledgements, {
      params: { fiId },
      query: { status: 'PENDING_ACKNOWLEDGEMENT' },
    }),
    enabled: allowed && fiId > 0,
  });
  const count = pending.data?.content.length ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {count === 1 ? 'A campaign change needs' : `${count} campaign changes need`} your acknowledgement
        </Alert.Title>
        <Alert.Description>Review what changed and acknowledge or reject it.</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" alignSelf="center">
        <Link to="/lender/console/campaign/acknowledgements">Review changes</Link>
      </Button>
    </Alert.Root>
  );
}
