import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import type { Session } from '../../api/session.ts';
import { registerConsoleRecipes } from '../../ui/late-recipes.ts';
import { TestProviders } from '../../ui/test-providers.tsx';

// As in the app, where a console's recipes are registered when a console loads (app/*-console-tree.tsx).
registerConsoleRecipes();

/** A signed-in console session of `realm` for a page test: the user's name and the permissions the page checks. */
export function consoleSession(
  realm: Session['realm'],
  username: string,
  permissions: Session['permissions'],
): Session {
  return { realm, jwt: 'j', mfaRequired: false, userId: 'u1', username, permissions };
}

/**
 * Renders one console page at `path` in a memory router (its links and redirects work), with a client whose calls
 * answer `answers[endpoint.path]` (a function gets the call's options). Returns the router and the call spy.
 */
export function renderConsolePage(
  Page: ComponentType<never>,
  options: {
    path: string;
    session: Session;
    params: Record<string, string>;
    answers: Record<string, unknown | ((call: { params?: unknown; query?: unknown }) => unknown)>;
    fiId?: number;
  },
) {
  const call = vi.fn(async (endpoint: { path: string }, request: { params?: unknown; query?: unknown } = {}) => {
    const answer = options.answers[endpoint.path];
    return typeof answer === 'function' ? answer(request) : (answer ?? {});
  });
  const client = { call, request: vi.fn() } as unknown as ApiClient;
  const props = {
    session: options.session,
    client,
    tenant: undefined,
    tenantLoading: false,
    fiId: options.fiId,
    embedderId: undefined,
    params: options.params,
    search: { page: 0, size: 30, filter: [] },
    navigateSearch: vi.fn(),
  };
  const Component = Page as unknown as ComponentType<typeof props>;
  const root = createRootRoute({ component: () => <Component {...props} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [options.path] }) });
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return { router, call };
}
