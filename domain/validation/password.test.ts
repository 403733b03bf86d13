import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { PASSWORD_MESSAGES as M, passwordSchema } from './password.ts';

describe('password', () => {
  const common = new Set(['password1234', 'qwertyuiop123']);
  const schema = passwordSchema({ username: 'Pat.Lender', commonPasswords: common });

  it('accepts a long, personal, uncommon password', () => {
    expect(fieldErrors(schema, 'tangerine-harbor-71')).toEqual({});
  });

  it('needs the minimum length (12 by default, configurable)', () => {
    expect(fieldErrors(schema, 'short-pass1')).toEqual({ '': [M.tooShort(12)] });
    expect(fieldErrors(passwordSchema({ minLength: 8 }), 'eight888')).toEqual({});
  });

  it('must differ from the username, ignoring case', () => {
    expect(fieldErrors(passwordSchema({ username: 'pat.lender.admin' }), 'PAT.LENDER.ADMIN')).toEqual({
      '': [M.sameAsUsername],
    });
  });

  it('must not be a common password, ignoring case', () => {
    expect(fieldErrors(schema, 'Password1234')).toEqual({ '': [M.common] });
    expect(fieldErrors(passwordSchema(), 'Password1234')).toEqual({});
  });
});
