import { ERROR_CODES, type ErrorCode, GENERIC_ERROR_CODES } from '../../domain/error-codes.ts';

/** An error as the session machine keeps it: a code the screens switch on and the server's message. */
export interface SessionError {
  code: ErrorCode;
  message: string;
}

const KNOWN_CODES: ReadonlySet<string> = new Set([...ERROR_CODES, ...GENERIC_ERROR_CODES]);

/**
 * Reduce whatever a sign-in actor rejected with (an ApiError, the client's 503 network value, a plain Error)
 * to `{ code, message }`. Unknown codes read as INTERNAL_ERROR so screens only handle the contract's codes.
 */
export function toSessionError(error: unknown): SessionError {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : 'INTERNAL_ERROR',
      message: typeof message === 'string' && message !== '' ? message : 'Something went wrong',
    };
  }
  return { code: 'INTERNAL_ERROR', message: typeof error === 'string' && error ? error : 'Something went wrong' };
}

/**
 * Shown after a 401 ended the session; the seed names no text, so this one is ours
 * (docs/decisions/0020-expiry-session.md).
 */
export const SESSION_EXPIRED: SessionError = {
  code: 'INVALID_SESSION',
  message: 'Your session has ended. Please sign in again.',
};
