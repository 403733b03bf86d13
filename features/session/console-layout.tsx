import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { ConnectionBanner } from '../../kit/connection-banner.tsx';
import { type NavSpec, navForSession } from '../../kit/console-nav.ts';
import { TypedConfirmationProvider } from '../../kit/typed-confirmation.tsx';
import { logoutLanding } from '../../machines/session/route-guard.ts';
import { AppShell } from '../../ui/app-shell.tsx';
import { requestToastRegion } from '../../ui/toast-region.ts';
import { IdleSessionWarning } from './idle-session-warning.tsx';
import { consoleLayoutMessages as m } from './messages/console-layout.ts';
import { CONSOLE_LABELS } from './realm-labels.ts';
import { useAppServices } from './services.ts';
import { currentSession } from './session-view.ts';

/** The frame of a console: sidebar navigation filtered by permission, the user, and logout. */
export function ConsoleLayout({ realm, nav }: { realm: ConsoleRealm; nav: readonly NavSpec[] }) {
  const { formatMessage: t } = useIntl();
  const actor = useAppServices().sessions[realm];
  const session = useSelector(actor, currentSession);
  const navigate = useNavigate();
  // Console actions raise toasts (002 §8): the region loads with the console, before the first action.
  useEffect(requestToastRegion, []);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const consoleRoot = `${REALM_ROUTES[realm].appPaths[0]}/console`;
  const logout = () => {
    actor.send({ type: 'session.logout' });
    void navigate({ to: logoutLanding(realm), replace: true });
  };
  const detail = [session?.tenantName, session?.passThrough ? t(m.actingAsThisUser) : null].filter(Boolean).join(' · ');
  return (
    <AppShell
      consoleName={t(CONSOLE_LABELS[realm].console)}
      nav={navForSession(nav, consoleRoot, session ?? null, REALM_ROUTES[realm].changePasswordPath)}
      currentPath={pathname}
      // A nav entry's URL (its path was checked against its page where the nav is declared, kit/console-nav.ts).
      onNavigate={(href) => void navigate({ href })}
      userName={session?.username ?? session?.userId ?? ''}
      userDetail={detail || undefined}
      onLogout={logout}
    >
      <ConnectionBanner />
      {/* Console pages ask for typed confirmations (002 §5) with useTypedConfirmation. */}
      <TypedConfirmationProvider>
        <Outlet />
      </TypedConfirmationProvider>
      <IdleSessionWarning realm={realm} />
    </AppShell>
  );
}
