import type { ErrorCode } from '../../domain/error-codes.ts';

/** Login messages of 002 §8 (account locked; bad credentials), worded for people. */
export const LOGIN_MESSAGES = {
  locked: 'Your account is locked after multiple failed attempts. Please contact an administrator.',
  badCredentials: 'The username or password is incorrect. Please try again.',
  badCode: 'That code is not correct. Check your authenticator app and try again.',
  codeIncomplete: 'Enter all six digits',
  consumerFailed: 'We could not find offers for that access code and last name. Please check them and try again.',
  generic: 'Something went wrong. Please try again later.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  forgotPasswordSent:
    'If an account matches what you entered, we have sent an e-mail with a link to reset your password.',
} as const;

/** Picks the sign-in message for an error code; unknown codes get the generic text. */
export function loginMessageFor(code: ErrorCode | string | undefined): string {
  switch (code) {
    case 'ACCOUNT_LOCKED':
      return LOGIN_MESSAGES.locked;
    case 'AUTHENTICATION_FAILED':
    case 'UNAUTHORIZED':
    case 'VALIDATION_FAILED':
      return LOGIN_MESSAGES.badCredentials;
    case 'MFA_INVALID':
      return LOGIN_MESSAGES.badCode;
    case 'INVALID_SESSION':
      return LOGIN_MESSAGES.sessionEnded;
    case 'CONSUMER_AUTH_FAILED':
      return LOGIN_MESSAGES.consumerFailed;
    default:
      return LOGIN_MESSAGES.generic;
  }
}
