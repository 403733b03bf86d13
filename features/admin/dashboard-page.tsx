import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '../../api/offer-metrics.ts';
import { InsightPanels } from '../../console/charts/insight-panels.tsx';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SessionOverview } from '../../ui/session-overview.tsx';

export function AdminDashboardPage({ session, client }: ConsolePageProps) {
  const dashboard = useQuery({ queryKey: [getAdminDashboard.path], queryFn: () => client.call(getAdminDashboard) });
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="The platform at a glance." />
      <SessionOverview
        userName={session.username ?? session.userId ?? 'Unknown user'}
        realmLabel="Admin console"
        tenantName={null}
        roles={(session.roles ?? []).map((role) => role.name)}
      />
      {dashboard.isError ? (
        <LoadFailure message="There was an error getting the dashboard" onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <Skeleton height="60" />
      ) : (
        <>
          <Text>
            {dashboard.data.campaign ? `Campaign: ${dashboard.data.campaign.name}` : 'No campaign has started yet.'}
          </Text>
          <InsightPanels panels={dashboard.data.panels} />
        </>
      )}
    </Stack>
  );
}
