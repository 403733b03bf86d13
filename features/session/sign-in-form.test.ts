// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { writeRememberMe } from '../../machines/session/session-storage.ts';
import { toSignInRequest } from './sign-in-form.tsx';

afterEach(() => localStorage.clear());

describe('toSignInRequest', () => {
  it('sends tenant, user and password, without a tenant for admin', () => {
    const values = { tenant: ' summit-cu ', user: ' cu-admin ', password: 'pw', rememberMe: true };
    expect(toSignInRequest('fi', values)).toEqual({
      realm: 'fi',
      tenant: 'summit-cu',
      user: 'cu-admin',
      password: 'pw',
      rememberMe: true,
    });
    expect(toSignInRequest('super', values)).toEqual({
      realm: 'super',
      user: 'cu-admin',
      password: 'pw',
      rememberMe: true,
    });
  });

  it('lets a stored remember-me token stand in for an empty password only', () => {
    writeRememberMe(localStorage, 'fi', 'summit-cu', 'cu-admin', 'remembered');
    const values = { tenant: 'summit-cu', user: 'cu-admin', password: '', rememberMe: false };
    expect(toSignInRequest('fi', values)).toMatchObject({ rememberMeJwt: 'remembered' });
    expect(toSignInRequest('fi', values)).not.toHaveProperty('password');
    expect(toSignInRequest('fi', { ...values, password: 'typed' })).not.toHaveProperty('rememberMeJwt');
  });
});
