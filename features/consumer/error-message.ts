/**
 * The server's own words for the error page a journey is going to (/consumer/error/{code}): what happened and what
 * to do ("Too many licence scan attempts. Please contact support."), which a code such as VALIDATION_FAILED cannot
 * say. Kept in memory only, never in the URL, where anyone could write a link with words of their own; after a
 * reload the page says what its code says.
 */
let last: { code: string; message: string } | null = null;

/** The toSessionError fallback: no words of the server's. */
const NO_MESSAGE = 'Something went wrong';

export function rememberErrorMessage(code: string, message: string): void {
  last = message && message !== NO_MESSAGE ? { code, message } : null;
}

/** The server's words for this code's page, when the error that led there had some. */
export function errorMessageFor(code: string | null): string | null {
  return last !== null && last.code === code ? last.message : null;
}
