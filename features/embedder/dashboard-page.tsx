import { Stack } from '@chakra-ui/react';
import { NotAvailableYet } from '../../ui/not-available-yet.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SessionOverview } from '../../ui/session-overview.tsx';
import type { ConsolePageProps } from './console-page.ts';

export function EmbedderDashboardPage({ session, tenant, tenantLoading }: ConsolePageProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="Your embedder console at a glance." />
      <SessionOverview
        userName={session.username ?? session.userId ?? 'Unknown user'}
        realmLabel="Embedder console"
        tenantName={tenant?.name ?? session.tenantName}
        tenantLoading={tenantLoading}
        roles={(session.roles ?? []).map((role) => role.name)}
      />
      <NotAvailableYet feature="Campaign enrollment and reports" plural />
    </Stack>
  );
}
