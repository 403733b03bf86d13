import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { endpointQuery } from '../../api/query-options.ts';
import { getTenant, type Session } from '../../api/session.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import {
  type ConsolePageProps,
  type NavigateSearch,
  type PageParams,
  type PageSearch,
  tenantIdsOf,
} from '../../kit/console-page.ts';
import { failureMessage } from '../../kit/toasts.ts';
import { NotAvailableYet } from '../../ui/not-available-yet.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { consolePageFrameMessages as m } from './messages/console-page-frame.ts';
import { useAppServices } from './services.ts';
import { currentSession } from './session-view.ts';

/** 000 §6: the tenant is taken from the console session's tenantId and loaded for the realm. */
function useTenant(realm: ConsoleRealm, session: Session | null) {
  const client = useAppServices().clients[realm];
  const tenantRealm = realm === 'fi' || realm === 'embedder' ? realm : null;
  const tenantId = session?.tenantId;
  return useQuery({
    ...endpointQuery(client, getTenant, { params: { realm: tenantRealm ?? 'fi', tenantId: tenantId ?? '' } }),
    enabled: tenantRealm !== null && tenantId !== undefined,
  });
}

export interface ConsolePageFrameProps {
  readonly realm: ConsoleRealm;
  readonly title: string;
  readonly component?: ComponentType<ConsolePageProps<PageSearch>> | undefined;
  readonly params: PageParams;
  readonly search: PageSearch;
  readonly navigateSearch: NavigateSearch<PageSearch>;
}

/** Renders one console page with its session, tenant, realm client and route data, or says it is not available yet. */
export function ConsolePageFrame({
  realm,
  title,
  component: Page,
  params,
  search,
  navigateSearch,
}: ConsolePageFrameProps) {
  const { sessions, clients } = useAppServices();
  const navigate = useNavigate();
  const session = useSelector(sessions[realm], currentSession);
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
  return (
    <Page
      session={session}
      tenant={tenant.data}
      tenantLoading={tenant.isLoading}
      client={clients[realm]}
      {...tenantIdsOf(session)}
      params={params}
      search={search}
      navigateSearch={navigateSearch}
      replaceSession={(next) => {
        sessions[realm].send({ type: 'session.established', session: next });
        // Leaving the forced change-password page: the console opens on the realm's landing page.
        if (session.passwordChangeRequired && !next.passwordChangeRequired) {
          void navigate({ to: REALM_ROUTES[realm].defaultLanding, replace: true });
        }
      }}
    />
  );
}

/**
 * A page whose loader failed: its title, what went wrong, and a retry (the console around it keeps working). The
 * page's own seed message ("There was an error getting the branches") leads when it has one, the server's reason
 * beneath it (a 404's "Lender not found" says more than the generic line).
 */
export function ConsolePageError({
  title,
  message,
  error,
  onRetry,
}: {
  title: string;
  message?: string | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const reason = failureMessage(error, intl);
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message ?? reason}</Alert.Title>
          {message && reason !== message ? <Alert.Description>{reason}</Alert.Description> : null}
        </Alert.Content>
        <Button size="sm" variant="outline" ms="auto" onClick={onRetry}>
          {t(m.tryAgain)}
        </Button>
      </Alert.Root>
    </Stack>
  );
}
