import type { AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ConsoleRealm } from '../domain/realms.ts';
import type { rootRoute } from './root-route.tsx';

/**
 * The imports of what only the consoles (and the /charts page) use, in a chunk of their own that router.tsx loads
 * first. For each dynamic import the build writes the list of every file it needs, so that they download together;
 * written in router.tsx, those lists (~300 file names: the console trees, the console catalogue's message files,
 * the charts) rode in the consumer's entry, ~4 KB gzip (issue 31 item 5). Here they cost a console's first visit one
 * small request before its files download as before.
 */

/** A console entry page inside the console's message provider. */
function inConsole<Props extends object>(
  Provider: (props: { children: ReactNode }) => ReactNode,
  Page: (props: Props) => ReactNode,
) {
  return (props: Props) => (
    <Provider>
      <Page {...props} />
    </Provider>
  );
}

// Console sign-in pages load on first visit, like the consoles themselves.
// Both come with the console catalogue (app/console-intl.tsx), which the consumer's download does not carry.
export async function consoleLoginPage() {
  const [{ ConsoleLoginPage: Page }, { ConsoleIntl }] = await Promise.all([
    import('../features/session/console-login-page.tsx'),
    import('./console-intl.tsx'),
  ]);
  return { default: inConsole(ConsoleIntl, Page) };
}

export async function forgotPasswordPage() {
  const [{ ForgotPasswordPage: Page }, { ConsoleIntl }] = await Promise.all([
    import('../features/session/forgot-password-page.tsx'),
    import('./console-intl.tsx'),
  ]);
  return { default: inConsole(ConsoleIntl, Page) };
}

/** One console's routes, each console in a download of its own (a lender's carries no admin page table). */
export async function consoleTree(realm: ConsoleRealm): Promise<(root: typeof rootRoute) => AnyRoute> {
  if (realm === 'super') return (await import('./admin-console-tree.tsx')).createAdminConsoleTree;
  if (realm === 'fi') return (await import('./lender-console-tree.tsx')).createLenderConsoleTree;
  return (await import('./embedder-console-tree.tsx')).createEmbedderConsoleTree;
}

// The charts page lists every machine (an eager glob of machines/).
export const chartsPage = () => import('../features/charts/charts-page.tsx');
