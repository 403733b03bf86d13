// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../api/session.ts';
import { permissionsForRoles } from '../domain/permissions.ts';
import type { AppServices } from '../features/session/services.ts';
import { fakeSessionActors } from '../features/session/session-actors.test-helper.ts';
import { createAppRouter } from './router.tsx';

function routerAt(path: string, sessions: Partial<Record<string, Session>> = {}) {
  const actors = fakeSessionActors(sessions);
  // Routing is under test, not data: every page's loader gets an empty answer from a stand-in client.
  const client = { call: async () => ({}) };
  const clients = { super: client, fi: client, embedder: client, consumer: client };
  const context = { queryClient: new QueryClient(), sessions: actors, clients } as unknown as AppServices;
  return createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
}

const analyst: Session = {
  realm: 'fi',
  jwt: 'j',
  mfaRequired: false,
  userId: '2',
  tenantId: '1',
  roles: [{ name: 'LoanLeadAnalyst' }],
  permissions: permissionsForRoles(['LoanLeadAnalyst']),
};

afterEach(() => sessionStorage.clear());

describe('app routes', () => {
  it('sends a signed-out deep link to the realm sign-in and remembers it', async () => {
    const router = routerAt('/lender/console/branches');
    await router.load();
    expect(router.state.location.pathname).toBe('/lender/login');
    expect(sessionStorage.getItem('afterLoginRedirect')).toBe('/lender/console/branches');
  });

  it("sends a lender who opens another realm's console to that realm's sign-in", async () => {
    const router = routerAt('/admin/console/lenders', { fi: analyst });
    await router.load();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a user without the permission to the access-denied page', async () => {
    const router = routerAt('/lender/console/branches', { fi: analyst });
    await router.load();
    expect(router.state.location.pathname).toBe('/lender/console/unauthorized');
  });

  it('opens every page of the lender navigation for an Admin', async () => {
    const admin = { ...analyst, roles: [{ name: 'Admin' }], permissions: permissionsForRoles(['Admin']) };
    for (const page of ['dashboard', 'loanLeads', 'campaign', 'projections', 'branches', 'testIdentities', 'profile']) {
      const router = routerAt(`/lender/console/${page}`, { fi: admin });
      await router.load();
      expect(router.state.location.pathname).toBe(`/lender/console/${page}`);
      expect(router.state.matches.at(-1)?.status).toBe('success');
    }
  });

  it('keeps public pages public and redirects the console root to its landing', async () => {
    for (const path of ['/lender/login', '/admin/forgot-password', '/not-found', '/network-error', '/charts']) {
      const router = routerAt(path);
      await router.load();
      expect(router.state.location.pathname).toBe(path);
    }
    const router = routerAt('/embedder');
    await router.load();
    expect(router.state.location.pathname).toBe('/embedder/login');
  });

  it('opens the consumer and /further error pages to a signed-out visitor (001 §2)', async () => {
    for (const path of [
      '/consumer/error',
      '/consumer/error/session',
      '/consumer/error/OFFERS_EXPIRED',
      '/further/error',
      '/further/error/not-found',
      '/further/error/OFFERS_EXPIRED',
    ]) {
      const router = routerAt(path);
      await router.load();
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it('still sends a signed-out visitor on a signed-in consumer page to the consumer sign-in', async () => {
    const router = routerAt('/consumer/marketplace');
    await router.load();
    expect(router.state.location.pathname).toMatch(/^\/consumer\/auth/);
  });
});
