import * as v from 'valibot';
import { requiredMessage } from './messages.ts';

/** Our choice of minimum length (the seed says "configured"); NIST 800-63B recommends at least 8, 12+ is common now. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  sameAsUsername: 'Password must be different from your username',
  common: 'This password is too common; choose another',
} as const;

export interface PasswordRules {
  readonly username?: string;
  readonly minLength?: number;
  /**
   * Lower-cased common passwords. Domain has no I/O, so the caller passes the list
   * (the server uses @zxcvbn-ts/language-common's password dictionary).
   */
  readonly commonPasswords?: ReadonlySet<string>;
}

export const passwordSchema = (rules: PasswordRules = {}) => {
  const min = rules.minLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
  return v.pipe(
    v.string(requiredMessage('Password')),
    v.minLength(min, PASSWORD_MESSAGES.tooShort(min)),
    v.check(
      (password) =>
        rules.username === undefined || password.trim().toLowerCase() !== rules.username.trim().toLowerCase(),
      PASSWORD_MESSAGES.sameAsUsername,
    ),
    v.check((password) => !rules.commonPasswords?.has(password.toLowerCase()), PASSWORD_MESSAGES.common),
  );
};
