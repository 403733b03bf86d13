import { Stack } from '@chakra-ui/react';
import { NotAvailableYet } from '../../ui/not-available-yet.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SessionOverview } from '../../ui/session-overview.tsx';
import type { ConsolePageProps } from './console-page.ts';

export function AdminDashboardPage({ session }: ConsolePageProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="The platform at a glance." />
      <SessionOverview
        userName={session.username ?? session.userId ?? 'Unknown user'}
        realmLabel="Admin console"
        tenantName={null}
        roles={(session.roles ?? []).map((role) => role.name)}
      />
      <NotAvailableYet feature="Campaign, inventory and redemption insights" plural />
    </Stack>
  );
}
