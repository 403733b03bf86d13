import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type AdminDashboard, getAdminDashboard } from '../../api/offer-metrics.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { InsightPanels } from '../../console/charts/insight-panels.tsx';
import { DashboardHeader } from '../../console/dashboard-header.tsx';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { QueryGate } from '../../kit/query-gate.tsx';
import { said, type Words, wordsNode } from '../../kit/words.ts';
import { dashboardPageMessages as m } from './messages/dashboard-page.ts';

const campaignLine = (campaign: AdminDashboard['campaign']): Words => {
  if (!campaign) return m.noCampaignYet;
  return said(campaign.current ? m.currentCampaign : m.lastCampaign, { name: campaign.name });
};

export function AdminDashboardPage(page: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const dashboard = useQuery(endpointQuery(page.client, getAdminDashboard));
  return (
    <Stack gap="6">
      <DashboardHeader {...page} description={m.thePlatformAtAGlance} realmLabel={m.adminConsole} noTenant />
      <QueryGate query={dashboard} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="60">
        {(data) => (
          <>
            <Text>{wordsNode(campaignLine(data.campaign))}</Text>
            <InsightPanels panels={data.panels} />
          </>
        )}
      </QueryGate>
    </Stack>
  );
}
