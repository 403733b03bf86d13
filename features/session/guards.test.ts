// @vitest-environment happy-dom
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../api/session.ts';
import { requirePermission, requireSession } from './guards.ts';
import type { AppServices } from './services.ts';

const lender: Session = {
  realm: 'fi',
  jwt: 'j',
  mfaRequired: false,
  userId: '1',
  permissions: { dashboard: ['read'] },
};

function servicesWith(state: 'signedIn' | 'signedOut', session: Session | null): AppServices {
  const actor = {
    getSnapshot: () => ({ matches: (value: string) => value === state, context: { session } }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  };
  return { sessions: { fi: actor } } as unknown as AppServices;
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a redirect');
}

afterEach(() => sessionStorage.clear());

describe('requireSession', () => {
  it('lets a signed-in user through', async () => {
    const location = { href: '/lender/console/branches' };
    await expect(requireSession('fi', { context: servicesWith('signedIn', lender), location })).resolves.toBe(lender);
  });

  it('saves the deep link and redirects a signed-out user to the realm sign-in', async () => {
    const location = { href: '/lender/console/branches?x=1' };
    const error = await thrown(requireSession('fi', { context: servicesWith('signedOut', null), location }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe('/lender/login');
    expect(sessionStorage.getItem('afterLoginRedirect')).toBe('/lender/console/branches?x=1');
  });
});

describe('requirePermission', () => {
  it('sends a user without the permission to the access-denied page', () => {
    expect(() => requirePermission('fi', lender, { dashboard: ['read'] })).not.toThrow();
    let error: unknown;
    try {
      requirePermission('fi', lender, { generalSetup: ['read'] });
    } catch (caught) {
      error = caught;
    }
    expect((error as { options: { to: string } }).options.to).toBe('/lender/console/unauthorized');
  });
});
