import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type AdminDashboard, getAdminDashboard } from '../../api/offer-metrics.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { InsightPanels } from '../../console/charts/insight-panels.tsx';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { QueryGate } from '../../kit/query-gate.tsx';
import { said, type Words, wordsNode } from '../../kit/words.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SessionOverview } from '../../ui/session-overview.tsx';
import { dashboardPageMessages as m } from './messages/dashboard-page.ts';

const campaignLine = (campaign: AdminDashboard['campaign']): Words => {
  if (!campaign) return m.noCampaignYet;
  return said(campaign.current ? m.currentCampaign : m.lastCampaign, { name: campaign.name });
};

export function AdminDashboardPage({ session, client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const dashboard = useQuery(endpointQuery(client, getAdminDashboard));
  return (
    <Stack gap="6">
      <PageHeader title={t(m.dashboard)} description={t(m.thePlatformAtAGlance)} />
      <SessionOverview
        userName={session.username ?? session.userId ?? t(m.unknownUser)}
        realmLabel={t(m.adminConsole)}
        tenantName={null}
        roles={(session.roles ?? []).map((role) => role.name)}
      />
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
