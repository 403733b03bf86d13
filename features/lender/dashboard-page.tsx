import { Stack } from '@chakra-ui/react';
import { LenderCampaignMetrics } from '../../console/charts/lender-campaign-metrics.tsx';
import { DashboardHeader } from '../../console/dashboard-header.tsx';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { can } from '../../kit/permission.ts';
import { PendingAcknowledgementBanner } from './acknowledgements/pending-acknowledgement-banner.tsx';
import { dashboardPageMessages as m } from './messages/dashboard-page.ts';

export function LenderDashboardPage(page: ConsolePageProps) {
  const { session, client, fiId = 0 } = page;
  return (
    <Stack gap="6">
      <DashboardHeader {...page} description={m.yourLenderConsoleAtA} realmLabel={m.lenderConsole}>
        <PendingAcknowledgementBanner client={client} fiId={fiId} session={session} />
      </DashboardHeader>
      {can(session, 'dashboard', 'read') ? <LenderCampaignMetrics client={client} fiId={fiId} /> : null}
    </Stack>
  );
}
