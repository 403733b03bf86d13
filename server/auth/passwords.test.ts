import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { hashPassword, PasswordRejectedError, passwordProblems, verifyPassword } from './passwords.ts';

describe('password rules', () => {
  it('refuses a common password, one equal to the username, and a short one', async () => {
    expect(passwordProblems('password1234', 'someone')).toContain('COMMON');
    expect(passwordProblems('Qwertyuiop12', 'qwertyuiop12')).toContain('EQUALS_USERNAME');
    expect(passwordProblems('short', 'someone')).toContain('TOO_SHORT');
    await expect(hashPassword('cu-admin-long-name', 'CU-ADMIN-LONG-NAME')).rejects.toBeInstanceOf(
      PasswordRejectedError,
    );
    await expect(hashPassword('1qaz2wsx3edc', 'x')).rejects.toThrow(/too common/);
  });

  it('accepts the demo password and verifies it with argon2id', async () => {
    expect(passwordProblems(DEMO_PASSWORD, 'cu-admin')).toEqual([]);
    const hash = await hashPassword(DEMO_PASSWORD, 'cu-admin');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'wrong')).toBe(false);
  });
});
