import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { COMPRESS_THRESHOLD_BYTES } from './compress-answers.ts';
import { API_POLICY } from './content-security.ts';
import type { AppContext } from './context.ts';

/**
 * Every header a small JSON answer of the API leaves with when its route set none: secureHeaders' set (server/app.ts
 * options), the API envelope's Cache-Control and policy, and compressAnswers' Vary. A test proves these equal what
 * the middlewares give the same answer (complete-answer.test.ts), so a change to their options fails it.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json',
  'cache-control': 'no-store',
  'content-security-policy': API_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  vary: 'Accept-Encoding',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const COMPLETE = new WeakSet<Response>();

/**
 * An answer born with all its headers, which the header middlewares leave untouched (`isComplete`): the API's
 * defaults, then the route's own (`own`: its type, encoding, caching), then the length. Built with a plain header
 * object, @hono/node-server writes it without a web `Headers` in between: setting fourteen headers one by one on a
 * `Headers` after the handler, and converting them back, was most of a small call's cost beyond the socket (issue 31
 * item 1). The route has compressed `body` already if it wanted to; a header it set with `answerHeader` would be lost,
 * so that is refused.
 */
export function completeAnswer(
  c: AppContext,
  body: string | Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode,
  own: Readonly<Record<string, string>> = {},
): Response {
  if (c.get('answerHeadersSet')) throw new Error('completeAnswer: the route set headers with answerHeader already');
  return bornComplete(body, typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength, status, own);
}

function bornComplete(
  body: string | Uint8Array<ArrayBuffer>,
  length: number,
  status: ContentfulStatusCode,
  own: Readonly<Record<string, string>>,
): Response {
  const answer = new Response(body, {
    status,
    headers: { ...API_ANSWER_HEADERS, ...own, 'content-length': `${length}` },
  });
  COMPLETE.add(answer);
  return answer;
}

/**
 * A JSON answer of the API as a complete one when it can be: under the compression threshold (a larger one may be
 * gzipped by compressAnswers) and with no header of the route's own; otherwise undefined, for the usual way.
 */
export function smallJsonAnswer(c: AppContext, json: string, status: ContentfulStatusCode): Response | undefined {
  if (c.get('answerHeadersSet')) return undefined;
  const length = Buffer.byteLength(json);
  return length < COMPRESS_THRESHOLD_BYTES ? bornComplete(json, length, status, {}) : undefined;
}

/** Whether `answer` already carries every header (the middlewares then skip it without reading its headers). */
export const isComplete = (answer: Response): boolean => COMPLETE.has(answer);

/**
 * c.header for API routes: it also notes that this answer has headers of its own, so it is built the usual way (the
 * middlewares add theirs around the route's). Route code sets headers only through this (a test checks).
 */
export function answerHeader(c: AppContext, name: string, value: string): void {
  c.set('answerHeadersSet', true);
  c.header(name, value);
}
