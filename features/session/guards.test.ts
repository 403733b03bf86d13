// @vitest-environment happy-dom
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../api/session.ts';
import { requirePermission, requireSession } from './guards.ts';
import type { AppServices } from './services.ts';
import { fakeSessionActors } from './session-actors.test-helper.ts';

const lender: Session = {
  realm: 'fi',
  jwt: 'j',
  mfaRequired: false,
  userId: '1',
  permissions: { dashboard: ['read'] },
};

function servicesWith(
  _state: 'signedIn' | 'signedOut',
  session: Session | null,
  others: Partial<Record<string, Session>> = {},
): AppServices {
  return { sessions: fakeSessionActors({ ...others, fi: session ?? undefined }) } as unknown as AppServices;
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
    const location = { pathname: '/lender/console/branches' };
    await expect(requireSession('fi', { context: servicesWith('signedIn', lender), location })).resolves.toBe(lender);
  });

  it('saves the deep link and redirects a signed-out user to the realm sign-in', async () => {
    const location = { pathname: '/lender/console/branches', searchStr: '?x=1' };
    const error = await thrown(requireSession('fi', { context: servicesWith('signedOut', null), location }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe('/lender/login');
    expect(sessionStorage.getItem('afterLoginRedirect')).toBe('/lender/console/branches?x=1');
  });

  it('asks a user signed in to another realm to sign in to this one', async () => {
    const admin: Session = { ...lender, realm: 'super', userId: '9', permissions: { users: ['read'] } };
    const location = { pathname: '/lender/console/branches' };
    const error = await thrown(
      requireSession('fi', { context: servicesWith('signedOut', null, { super: admin }), location }),
    );
    expect((error as { options: { to: string } }).options.to).toBe('/lender/login');
  });
});

describe('requirePermission', () => {
  it('sends a user without the permission to the access-denied page', () => {
    expect(() => requirePermission(lender, { dashboard: ['read'] })).not.toThrow();
    let error: unknown;
    try {
      requirePermission(lender, { generalSetup: ['read'] });
    } catch (caught) {
      error = caught;
    }
    expect((error as { options: { to: string } }).options.to).toBe('/lender/console/unauthorized');
  });
});
