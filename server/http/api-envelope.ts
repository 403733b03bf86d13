import type { Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error.ts';
import { answerHeader, isComplete } from './complete-answer.ts';
import { compressAnswers } from './compress-answers.ts';
import { API_POLICY, SECURE_HEADERS } from './content-security.ts';
import type { AppContext, AppDeps } from './context.ts';
import { jsonAnswer } from './register.ts';

const settled = async () => {};

/** The error code of one of Hono's own client errors (e.g. a body over the limit), by its status. */
function httpExceptionCode(status: ContentfulStatusCode): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR';
}

/** Errors as the api/ contract's body { code, message }: ours as thrown, Hono's with their status, the rest a 500. */
export function apiError(deps: AppDeps, error: unknown, c: AppContext): Response {
  // A body refused unread is drained for at most 500 ms and then the socket is closed (@hono/node-server): say so,
  // so a keep-alive client opens a new connection instead of losing its next request (issue 30 item 11).
  if (error instanceof ApiError && error.status === 413) answerHeader(c, 'Connection', 'close');
  if (error instanceof ApiError) return jsonAnswer(c, error.toBody(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return jsonAnswer(c, { code: httpExceptionCode(status), message: error.message || 'Request refused' }, status);
  }
  deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  return jsonAnswer(c, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' }, 500);
}

/** What a handler gave: its answer, or the one it set on the context (a route's steps, a call passed on). */
const answerOf = (c: AppContext, given: unknown): Response | undefined =>
  given instanceof Response ? given : c.finalized ? c.res : undefined;

export type ApiErrorHandler = (error: unknown, c: AppContext) => Response;

/** A route's handler or one of its steps: a middleware, or a handler that answers at once. */
export type ApiStep = (c: AppContext, next: Next) => unknown;
/** What Hono calls for an API route: the answer, at once when it can. */
export type EnvelopedHandler = (c: AppContext, next: Next) => Response | Promise<Response>;

/**
 * A route's steps (access check, body limit, the answer) as one handler, run as Hono's own composition runs them: an
 * error is answered at the step that threw, so the steps before it finish after their `next` (the access check
 * forgets a consumer's cached row after a change, also a refused one). Hono composes only when more than one handler
 * matches a path; an API route is one handler, so Hono calls it directly (see `envelope`).
 */
export function inOrder(steps: readonly ApiStep[], onError: ApiErrorHandler): ApiStep {
  return (c, next) => {
    let index = -1;
    const at = async (i: number): Promise<void> => {
      if (i <= index) throw new Error('next() called multiple times');
      index = i;
      const step = i < steps.length ? steps[i] : next;
      let answer: unknown;
      let failed = false;
      try {
        answer = await step?.(c, () => at(i + 1));
      } catch (error) {
        answer = onError(error, c);
        failed = true;
      }
      if (answer instanceof Response && (!c.finalized || failed)) c.res = answer;
    };
    return at(0).then(() => (c.finalized ? c.res : undefined));
  };
}

/**
 * Every API answer's envelope: the deps in the context, a request log line, the headers an API answer carries unless
 * its route set its own, gzip for answers that are worth it, the secure headers, and errors in the contract's body.
 * It wraps each route's one handler rather than running as a middleware before it: a middleware makes every call a
 * composition of two or more async layers, while a wrapped handler that answers at once (a small answer born
 * complete, complete-answer.ts) is answered without a promise (issue 31 item 1).
 */
export function apiEnvelope(deps: AppDeps): (handler: ApiStep) => EnvelopedHandler {
  // Answers in a compressible type (JSON, CSV…) go gzip-encoded to a client that accepts it: a consumer's offers
  // answer is ~20 KB of JSON, ~3 KB compressed, on the marketplace's first screen's path (issue 17 item 21). Small
  // answers go as they are (decision 0560).
  const compress = compressAnswers();
  // overwrite: false, so the API's own policy (and the reference page's) stay as they are. secureHeaders sets its
  // headers after the route only (no nonce), so it can run as an after-step.
  const secure = secureHeaders(SECURE_HEADERS);
  const onError: ApiErrorHandler = (error, c) => apiError(deps, error, c);

  const logged = (c: AppContext, answer: Response, started: number | undefined): Response => {
    if (started !== undefined) {
      const ms = Math.round(performance.now() - started);
      deps.logger.info({ method: c.req.method, path: c.req.path, status: answer.status, ms }, 'request');
    }
    return answer;
  };
  const headed = async (c: AppContext, answer: Response, started: number | undefined): Promise<Response> => {
    // Assigning c.res its own answer again would copy it (Hono merges the old answer's headers into a new one).
    if (!(c.finalized && c.res === answer)) c.res = answer;
    // API answers are one user's unless a route says otherwise: nothing is stored by the browser or a proxy (a
    // cached error of one consumer was served to the next one signing in on the same browser).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', API_POLICY);
    await compress(c, settled);
    await secure(c, settled);
    // frame-ancestors alone decides who may frame this answer (the guest dashboard, decision 0673).
    if (c.get('framedByPolicy')) c.res.headers.delete('X-Frame-Options');
    return logged(c, c.res, started);
  };
  const finished = (c: AppContext, given: unknown, started: number | undefined): Response | Promise<Response> => {
    const answer = answerOf(c, given);
    if (!answer) return headed(c, onError(new Error('The route gave no answer'), c), started);
    return isComplete(answer) ? logged(c, answer, started) : headed(c, answer, started);
  };

  return (handler) => (c, next) => {
    // A route that passes the call on (a multipart endpoint to its JSON twin) reaches a handler enveloped already.
    // Its answer goes back to that first envelope, which finishes it.
    if (c.get('deps')) return Promise.resolve(handler(c, next)).then((given) => answerOf(c, given) ?? c.res);
    c.set('deps', deps);
    // The request line is built only when it is written (not at LOG_LEVEL warn and above).
    const started = deps.logger.isLevelEnabled('info') ? performance.now() : undefined;
    let answer: unknown;
    try {
      answer = handler(c, next);
    } catch (error) {
      return finished(c, onError(error, c), started);
    }
    if (!(answer instanceof Promise)) return finished(c, answer, started);
    return answer.then(
      (given) => finished(c, given, started),
      (error: unknown) => finished(c, onError(error, c), started),
    );
  };
}
