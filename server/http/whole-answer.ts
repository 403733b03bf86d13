import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { API_POLICY } from './content-security.ts';

/**
 * The headers of every API answer that no route changed: what the API's envelope (Cache-Control, its own CSP), the
 * compression step (Vary) and hono/secure-headers with the app's options (server/app.ts SECURE_HEADERS) would add,
 * written once. whole-answer.test.ts checks it against what those middlewares add to an answer they do handle.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cache-Control': 'no-store',
  'Content-Security-Policy': API_POLICY,
  Vary: 'Accept-Encoding',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

/** Context flags: a route set headers of its own (`headersTouched`); the answer is whole as sent (`wholeAnswer`). */
const TOUCHED = 'headersTouched';
const WHOLE = 'wholeAnswer';

/**
 * Notes any c.header() of the request's routes, so an answer whose route set headers goes the general way (where
 * those headers are merged) and is never answered whole without them.
 */
export function watchRouteHeaders(c: Context): void {
  const setHeader = c.header;
  c.header = (...args: Parameters<Context['header']>) => {
    c.set(TOUCHED, true);
    setHeader(...args);
  };
}

/** Whether the middlewares after the route may leave the answer as it is (it carries every header already). */
export const isWholeAnswer = (c: Context): boolean => c.get(WHOLE) === true;

/**
 * An answer with all of its headers written at once (the API's, then the route's own `headers` over them), or
 * undefined when it cannot be (the route set headers with c.header, or an answer already exists). The web server
 * sends a Response made with a plain header object as it is; every middleware that reads or sets `c.res.headers`
 * makes it build a Headers object and validate each header again: ~50 µs of a hello-world's ~150 µs of CPU through
 * /api (issue 31 item 1, decision 0798).
 */
export function wholeAnswer(
  c: Context,
  body: string | Uint8Array | null,
  status: StatusCode,
  headers: Readonly<Record<string, string>>,
): Response | undefined {
  if (c.get(TOUCHED) || c.finalized) return undefined;
  c.set(WHOLE, true);
  return new Response(body as BodyInit | null, { status, headers: { ...API_ANSWER_HEADERS, ...headers } });
}

/** The answer written whole when it can be, else the general way (the middlewares add what it lacks). */
export const answerWith = (
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: StatusCode,
  headers: Readonly<Record<string, string>>,
): Response => wholeAnswer(c, body, status, headers) ?? c.body(body, status, headers);

/** A small JSON answer (compression would not pay), written whole when it can be. */
export function wholeJsonAnswer(
  c: Context,
  json: string,
  length: number,
  status: ContentfulStatusCode,
): Response | undefined {
  return wholeAnswer(c, json, status, { 'Content-Type': 'application/json', 'Content-Length': String(length) });
}
