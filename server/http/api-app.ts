import { Hono } from 'hono';
import { type ApiStep, apiEnvelope, apiError, inOrder } from './api-envelope.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { jsonAnswer } from './register.ts';
import { RememberedRouter } from './remembered-router.ts';

/** Where the API lives: every route registered on the API app is under it. */
export const API_PREFIX = '/api';

const METHODS = ['get', 'post', 'put', 'delete', 'options', 'patch', 'all'] as const;

type Register = (path: string, ...handlers: ApiStep[]) => Hono<AppEnv>;
type RegisterOn = (method: string | string[], path: string, ...handlers: ApiStep[]) => Hono<AppEnv>;

/** Whether a request's URL is an API call (its path is /api or under it), read as Hono reads the path. */
export function isApiCall(url: string): boolean {
  const start = url.indexOf('/', url.indexOf(':') + 4);
  if (!url.startsWith(API_PREFIX, start)) return false;
  const after = url.charCodeAt(start + API_PREFIX.length);
  // End of the URL, '/' or '?'.
  return Number.isNaN(after) || after === 47 || after === 63;
}

/**
 * The /api application, in which each registration is ONE handler: the route's steps (access, body limit, answer)
 * folded into one and wrapped in the API envelope (api-envelope.ts). Hono composes the handlers a path matches only
 * when there are several; with one it calls it directly, and a route that answers at once is answered without a
 * promise. Registering with the usual `get`/`post`/`on` keeps route() and the route files as they are; `use` is
 * refused, as a middleware would match every path and bring Hono's composition back on every call (issue 31 item 1).
 * Paths are registered under /api; the whole app hands this app the /api calls (server/app.ts).
 */
export function createEnvelopedApi(deps: AppDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ router: new RememberedRouter() });
  const envelope = apiEnvelope(deps);
  const fold = (handlers: ApiStep[]): ApiStep => {
    const [only] = handlers;
    if (!only) throw new Error('An API route needs a handler');
    return envelope(handlers.length === 1 ? only : inOrder(handlers, (error, c) => apiError(deps, error, c)));
  };
  const under = (path: unknown): string => {
    if (typeof path !== 'string') throw new Error('Register an API route with its path');
    return `${API_PREFIX}${path}`;
  };
  // Hono's registration methods are arrow functions set per instance: replacing them is how a Hono is extended.
  const methods = api as unknown as Record<(typeof METHODS)[number], Register> & { on: RegisterOn };
  for (const method of METHODS) {
    const register = methods[method];
    methods[method] = (path, ...handlers) => register(under(path), fold(handlers));
  }
  const registerOn = methods.on;
  methods.on = (method, path, ...handlers) => registerOn(method, under(path), fold(handlers));
  api.use = () => {
    throw new Error('The API has no middleware: a route is one handler, its steps folded in (server/http/api-app.ts)');
  };
  const noRoute = envelope((c) =>
    jsonAnswer(c, { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` }, 404),
  );
  api.notFound((c) => noRoute(c, async () => {}));
  // The envelope answers every error; this is for one thrown by the envelope itself.
  api.onError((error, c) => apiError(deps, error, c));
  return api;
}
