// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { forgetRememberMe, readRememberMe, writeRememberMe } from './remember-me.ts';

describe('remember-me storage', () => {
  it('keys lender tokens by realm, tenant and user', () => {
    writeRememberMe('fi', '7', 'Ann', 'token-a');
    expect(localStorage.getItem('rememberMe-fi-7-ann')).toBe('token-a');
    expect(readRememberMe('fi', '7', 'ann')).toBe('token-a');
    expect(readRememberMe('fi', '8', 'ann')).toBeUndefined();
  });

  it('leaves the tenant out of the admin key', () => {
    writeRememberMe('super', undefined, 'root', 'token-r');
    expect(localStorage.getItem('rememberMe-super-root')).toBe('token-r');
    forgetRememberMe('super', undefined, 'root');
    expect(readRememberMe('super', undefined, 'root')).toBeUndefined();
  });
});
