import { describe, expect, it } from 'vitest';
import { passwordProblems } from './passwords.ts';
import { temporaryPassword } from './temporary-password.ts';

describe('temporary password', () => {
  it('is four groups of four unambiguous characters that pass the password rules', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      const password = temporaryPassword();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){3}$/);
      expect(passwordProblems(password, 'someone')).toEqual([]);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
