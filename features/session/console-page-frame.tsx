import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { getTenant, type Session, type Tenant } from '../../api/session.ts';
import type { ConsoleRealm } from '../../domain/realms.ts';
import { NotAvailableYet } from '../../ui/not-available-yet.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useAppServices } from './services.ts';
import { currentSession } from './session-view.ts';

export interface PageProps {
  readonly session: Session;
  readonly tenant: Tenant | undefined;
  readonly tenantLoading: boolean;
}

/** 000 §6: the tenant is taken from the console session's tenantId and loaded for the realm. */
function useTenant(realm: ConsoleRealm, session: Session | null) {
  const client = useAppServices().clients[realm];
  const tenantRealm = realm === 'fi' || realm === 'embedder' ? realm : null;
  const tenantId = session?.tenantId;
  return useQuery({
    queryKey: ['tenant', tenantRealm, tenantId],
    queryFn: () => {
      if (!tenantRealm || !tenantId) throw new Error('No tenant');
      return client.call(getTenant, { params: { realm: tenantRealm, tenantId } });
    },
    enabled: tenantRealm !== null && tenantId !== undefined,
  });
}

/** Renders one console page with the session and tenant, or says plainly it is not available yet. */
export function ConsolePageFrame({
  realm,
  title,
  component: Page,
}: {
  realm: ConsoleRealm;
  title: string;
  component?: ComponentType<PageProps> | undefined;
}) {
  const session = useSelector(useAppServices().sessions[realm], currentSession);
  const tenant = useTenant(realm, session);
  if (!session) return null;
  if (!Page) {
    return (
      <>
        <PageHeader title={title} />
        <NotAvailableYet feature={title} />
      </>
    );
  }
  return <Page session={session} tenant={tenant.data} tenantLoading={tenant.isLoading} />;
}
