import { Alert, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { listLenderAcknowledgements } from '../../../api/acknowledgements.ts';
import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import type { Session } from '../../../api/session.ts';
import { can } from '../../../kit/permission.ts';
import { acknowledgementsPendingAcknowledgementBannerMessages as m } from '../messages/acknowledgements-pending-acknowledgement-banner.ts';

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
  const { formatMessage: t } = useIntl();
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
        <Alert.Title>{t(m.yourAcknowledgement, { count })}</Alert.Title>
        <Alert.Description>{t(m.reviewWhatChangedAndAcknowledge)}</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" alignSelf="center">
        <Link to="/lender/console/campaign/acknowledgements">{t(m.reviewChanges)}</Link>
      </Button>
    </Alert.Root>
  );
}
