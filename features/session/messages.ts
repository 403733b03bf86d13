import type { ErrorCode } from '../../domain/error-codes.ts';
import type { Message } from '../../ui/intl/define-messages.ts';
import { loginMessages as m } from './messages/login.ts';

/** Picks the sign-in message for an error code (messages/login.ts); unknown codes get the generic text. */
export function loginMessageFor(code: ErrorCode | string | undefined): Message {
  switch (code) {
    case 'ACCOUNT_LOCKED':
      return m.locked;
    case 'AUTHENTICATION_FAILED':
    case 'UNAUTHORIZED':
    case 'VALIDATION_FAILED':
      return m.badCredentials;
    case 'MFA_INVALID':
      return m.badCode;
    case 'INVALID_SESSION':
      return m.sessionEnded;
    case 'CONSUMER_AUTH_FAILED':
      return m.consumerFailed;
    default:
      return m.generic;
  }
}
