import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ConsolePageProps } from '../kit/console-page.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { SessionOverview } from '../ui/session-overview.tsx';
import { dashboardHeaderMessages as m } from './messages/dashboard-header.ts';

export interface DashboardHeaderProps extends Pick<ConsolePageProps, 'session' | 'tenant' | 'tenantLoading'> {
  /** What the console shows at a glance. */
  readonly description: MessageDescriptor;
  /** The console's name ("Lender console"). */
  readonly realmLabel: MessageDescriptor;
  /** The realm has no tenant to show (the admin's console). */
  readonly noTenant?: boolean;
  /** Shown between the title and the overview (the lender's pending acknowledgements). */
  readonly children?: ReactNode;
}

/** The top of every console's dashboard: its title, then who is signed in, to which tenant and with which roles. */
export function DashboardHeader({
  session,
  tenant,
  tenantLoading,
  description,
  realmLabel,
  noTenant = false,
  children,
}: DashboardHeaderProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.dashboard)} description={t(description)} />
      {children}
      <SessionOverview
        userName={session.username ?? session.userId ?? t(m.unknownUser)}
        realmLabel={t(realmLabel)}
        tenantName={noTenant ? null : (tenant?.name ?? session.tenantName)}
        tenantLoading={tenantLoading}
        roles={(session.roles ?? []).map((role) => role.name)}
      />
    </>
  );
}
