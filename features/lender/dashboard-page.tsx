import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LenderCampaignMetrics } from '../../console/charts/lender-campaign-metrics.tsx';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { can } from '../../kit/permission.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SessionOverview } from '../../ui/session-overview.tsx';
import { PendingAcknowledgementBanner } from './acknowledgements/pending-acknowledgement-banner.tsx';
import { dashboardPageMessages as m } from './messages/dashboard-page.ts';

export function LenderDashboardPage({ session, tenant, tenantLoading, client, fiId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="6">
      <PageHeader title={t(m.dashboard)} description={t(m.yourLenderConsoleAtA)} />
      <PendingAcknowledgementBanner client={client} fiId={fiId} session={session} />
      <SessionOverview
        userName={session.username ?? session.userId ?? t(m.unknownUser)}
        realmLabel={t(m.lenderConsole)}
        tenantName={tenant?.name ?? session.tenantName}
        tenantLoading={tenantLoading}
        roles={(session.roles ?? []).map((role) => role.name)}
      />
      {can(session, 'dashboard', 'read') ? <LenderCampaignMetrics client={client} fiId={fiId} /> : null}
    </Stack>
  );
}
