import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { Endpoint, Schema } from '../../api/endpoint.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/catalog/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import type { Executor } from '../db/pool.ts';
import type { AdminScope, ConsumerScope, EmbedderScope, FiScope, Scope } from '../db/queries/scope.ts';
import { requireAccess } from './access.ts';
import { ApiError, notFound } from './api-error.ts';
import { requireApiKey } from './api-key-auth.ts';
import { AuditCollector, type AuditRecorder } from './audit.ts';
import { completeAnswer, smallJsonAnswer } from './complete-answer.ts';
import { acceptsGzip } from './compress-answers.ts';
import type { AppContext, AppEnv } from './context.ts';
import type { KeptBody } from './kept-answers.ts';
import { enforceScope, mintAdminScope, mintConsumerScope, mintScope, type ScopedTenant } from './tenant-scope.ts';
import { readJsonBody, refuseNul, validate } from './validation.ts';

type Out<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends Schema
    ? v.InferOutput<Exclude<T, undefined>>
    : undefined;
type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

/**
 * The query scope a handler of E gets: endpoints declared with fiEndpoint/embedderEndpoint/adminEndpoint carry their
 * scope as a literal type, so their handlers get exactly FiScope/EmbedderScope/AdminScope; a consumer-only call (its
 * group's access `['consumer']`, api/endpoint.ts callGroup) gets the consumer's ConsumerScope; others may get any or
 * none.
 */
export type ScopeOf<E> = E extends { readonly scope: 'fi' }
  ? FiScope
  : E extends { readonly scope: 'embedder' }
    ? EmbedderScope
    : E extends { readonly scope: 'admin' }
      ? AdminScope
      : E extends { readonly access: readonly ['consumer'] }
        ? ConsumerScope
        : Scope | ConsumerScope | null;

export interface HandlerInput<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  auth: SessionClaims | null;
  c: AppContext;
  /** The tenant a scoped endpoint's path names (checked: the caller's own, or any for an admin). */
  tenant: ScopedTenant | null;
  /**
   * What the handler passes to the queries of server/db/queries: the checked tenant (or the admin's reach), or for a
   * consumer's session the consumer.
   */
  scope: ScopeOf<E>;
  /** The database, or for audited endpoints the transaction the change and its audit row share. */
  db: Executor;
  /** Audited endpoints record each change here; the wrapper writes the rows before the transaction commits. */
  audit: AuditRecorder;
  /** Multipart endpoints: the uploaded files by form-field name (each checked present and at most 5 MB). */
  files: Readonly<Record<string, File>>;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => Promise<v.InferInput<E['response']> | Response>;

interface PicklistLike {
  type: string;
  options?: readonly unknown[];
}

/**
 * Hono path for an endpoint: a param whose schema is a picklist becomes a regex-constrained segment, so
 * `/:realm/:tenantId` does not swallow `/auth/...` or unknown paths (which stay 404, not 400).
 */
export function honoPath(endpoint: AnyEndpoint): string {
  const entries = (endpoint.params as { entries?: Record<string, PicklistLike> } | undefined)?.entries ?? {};
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (segment, name: string) => {
    const schema = entries[name];
    if (schema?.type === 'picklist' && schema.options?.every((option) => typeof option === 'string')) {
      return `:${name}{${(schema.options as string[]).map((option) => option.replace(/[^A-Za-z0-9_-]/g, '')).join('|')}}`;
    }
    return segment;
  });
}

/** `METHOD path` of the JSON endpoints registered per app: a multipart endpoint passes other bodies to its twin. */
const jsonRoutes = new WeakMap<Hono<AppEnv>, Set<string>>();

/** Room for the multipart envelope (boundaries, headers, the other fields) around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The largest upload body: one 5 MB file and its envelope. */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
/**
 * The largest JSON body: the biggest real one (a notification template, a workflow definition, a lookup list typed
 * in) is a few KB, so 100 KB leaves room without letting anyone make the server hold megabytes per request.
 */
export const MAX_JSON_BODY_BYTES = 100 * 1024;
export const JSON_TOO_LARGE_MESSAGE = `The request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB.`;

const uploadLimit = bodyLimit({
  maxSize: MAX_MULTIPART_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.stipulationSize);
  },
});
const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', JSON_TOO_LARGE_MESSAGE);
  },
});

/**
 * Every body is limited before anything reads it (a declared Content-Length over the limit is refused at once; a
 * streamed body is cut off at the limit, so at most the limit is ever held). It runs after the token check, which
 * reads no body: a caller without a session is refused before a byte of an upload is buffered. Uploads get 5 MB
 * and their envelope; everything else the JSON limit. Not a GET's step (route()): a GET has no body, and asking for
 * one (bodyLimit does) builds a whole web Request per call.
 */
const limitBody =
  (endpoint: AnyEndpoint): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    const multipart = endpoint.multipart && isMultipart(c.req.header('content-type'));
    return (multipart ? uploadLimit : jsonLimit)(c, next);
  };

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\s*;/i.test(contentType?.trim() ?? '');

async function readFiles(c: AppContext, endpoint: AnyEndpoint): Promise<Record<string, File>> {
  const fields = endpoint.multipart ?? [];
  if (fields.length === 0) return {};
  const missing = (field: string) =>
    new ApiError(400, 'MISSING_REQUIRED_FIELD', endpoint.missingFile ?? `Send the file as multipart field ${field}.`, [
      { path: field, message: endpoint.missingFile ?? `${field} is required` },
    ]);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw missing(fields[0] ?? 'file');
  }
  const files: Record<string, File> = {};
  for (const field of fields) {
    const file = form[field];
    if (!(file instanceof File) || file.size === 0) throw missing(field);
    files[field] = file;
  }
  return files;
}

/** An endpoint scoped to a lender (`fi`) or an embedder: its path names the tenant. */
const isTenantScoped = (endpoint: AnyEndpoint) => endpoint.scope === 'fi' || endpoint.scope === 'embedder';

export interface RouteOptions {
  /**
   * A GET whose answer is kept until a table it read changes (server/http/kept-answers.ts, decision 0815): the
   * console's heavy lists, asked again and again with the same page while nothing changes.
   */
  readonly keepAnswers?: boolean;
}

/**
 * The caller and the call a kept answer belongs to: the session (its token names the user, realm, tenant and
 * roles), the whole URL, and the cookie and language headers (no handler reads them today; a kept answer must not
 * outlive one that would). Never shared between sessions.
 */
function keptAnswerKey(c: AppContext): string {
  const header = (name: string) => c.req.header(name) ?? '';
  return `${header('authorization')}\n${header('cookie')}\n${header('accept-language')}\n${c.req.url}`;
}

/**
 * Wires one api/ endpoint: method, path, access, tenant scope, permission, validation and audit all come from its
 * definition, so the server, the client and the OpenAPI document cannot drift apart and no handler checks tenants
 * or writes audit rows by hand. Order: realm (401/403) → body size (413, before anything reads it) → tenant scope
 * and permission (403, before the body is read) → content type (415) → NUL characters and validation (400) →
 * handler, inside one transaction with its audit rows when the endpoint is audited.
 */
export function route<E extends AnyEndpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const key = `${endpoint.method} ${honoPath(endpoint)}`;
  if (!endpoint.multipart) jsonRoutes.set(app, (jsonRoutes.get(app) ?? new Set()).add(key));
  const access = endpoint.access === 'apiKey' ? requireApiKey : requireAccess(endpoint.access);
  const answer: MiddlewareHandler<AppEnv> = async (c, next) => {
    // A multipart endpoint may share its path with a JSON one (002 §7 branches): other bodies go on to that one,
    // which must be registered after it. Without such a twin (PUT /fi/{fiId}/logo) the call is checked here and
    // answers the missing-file message.
    const multipartBody = isMultipart(c.req.header('content-type'));
    if (endpoint.multipart && !multipartBody && jsonRoutes.get(app)?.has(key)) return await next();
    const deps = c.get('deps');
    const auth = c.get('auth');
    // Read once: Hono decodes the parameters and parses the query string again on every call.
    const rawParams = c.req.param();
    const tenant = await enforceScope(deps, endpoint, auth, rawParams);
    // A kept answer is for this very session and URL, whose parts were valid when it was made; a scoped call whose
    // tenant is gone now goes the usual way (404).
    const kept = options.keepAnswers && endpoint.method === 'GET' && !endpoint.audit ? deps.keptAnswers : undefined;
    const keptKey = kept ? keptAnswerKey(c) : '';
    const tenantMissing = isTenantScoped(endpoint) && !tenant;
    const hit = kept && !tenantMissing ? kept.get(keptKey) : undefined;
    if (hit) return keptJsonAnswer(c, hit);
    const rawQuery = c.req.query();
    const rawBody = endpoint.body ? await readJsonBody(c.req.raw) : undefined;
    // NUL characters first, in every part, so a field's refusal does not hide behind another part's.
    refuseNul({ body: rawBody, query: rawQuery, 'path parameters': rawParams });
    const params = endpoint.params ? validate(endpoint.params, rawParams, 'path parameters') : undefined;
    if (tenantMissing) throw notFound();
    const query = endpoint.query ? validate(endpoint.query, rawQuery, 'query') : undefined;
    const body = endpoint.body ? validate(endpoint.body, rawBody, 'body') : undefined;
    const files = await readFiles(c, endpoint);
    const scope = scopeOfCall(endpoint, tenant, auth);
    const input = {
      params: params as Out<E['params']>,
      query: query as Out<E['query']>,
      body: body as Out<E['body']>,
      auth,
      c,
      tenant,
      scope: scope as ScopeOf<E>,
      files,
    };
    const audit = endpoint.audit;
    if (kept) {
      const made = await kept.answer(keptKey, () => handler({ ...input, db: deps.db, audit: NO_AUDIT }));
      if (made instanceof Response) return made;
      return typeof made === 'string' ? jsonText(c, made, 200) : keptJsonAnswer(c, made);
    }
    const result = audit
      ? await deps.db.transaction(async (tx) => {
          const collector = new AuditCollector();
          const answer = await handler({ ...input, db: tx, audit: collector });
          // A change that writes no audit row is a bug in its handler, not something to let through silently.
          if (collector.changes.length === 0 && !(answer instanceof Response && answer.status >= 400)) {
            throw new Error(`${endpoint.method} ${endpoint.path} recorded no audit change`);
          }
          await collector.write(tx, audit, { claims: auth, name: c.get('actorName') }, tenant);
          return answer;
        })
      : await handler({ ...input, db: deps.db, audit: NO_AUDIT });
    if (result instanceof Response) return result;
    if (endpoint.status === 204) return c.body(null, 204);
    return jsonAnswer(c, result, (endpoint.status ?? 200) as ContentfulStatusCode);
  };
  // A GET (or HEAD) call has no body to limit: it goes without that step, one layer fewer on the most frequent calls.
  if (endpoint.method === 'GET') app.on('GET', honoPath(endpoint), access, answer);
  else app.on(endpoint.method, honoPath(endpoint), access, limitBody(endpoint), answer);
}

/**
 * The scope minted for one call, after the checks that vouch for it: the admin's reach, the tenant `enforceScope`
 * answered, or the consumer whose session the access check verified (a consumer-realm token reaches only endpoints
 * whose access lists the consumer realm, and only while that consumer exists).
 */
function scopeOfCall(endpoint: AnyEndpoint, tenant: ScopedTenant | null, auth: SessionClaims | null) {
  if (endpoint.scope === 'admin') return mintAdminScope();
  if (tenant) return mintScope(tenant);
  if (auth?.realm === 'consumer') return mintConsumerScope(auth);
  return null;
}

/**
 * c.json with its length declared: a small answer is born complete (complete-answer.ts); a larger one goes through the
 * compression step, which reads it back only to gzip it (decision 0560).
 */
export function jsonAnswer(c: AppContext, value: unknown, status: ContentfulStatusCode = 200): Response {
  return jsonText(c, JSON.stringify(value), status);
}

function jsonText(c: AppContext, json: string, status: ContentfulStatusCode): Response {
  return (
    smallJsonAnswer(c, json, status) ??
    c.body(json, status, {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(json)),
    })
  );
}

/** A kept answer, born complete with the bytes the client takes: its gzip was made once, when it was kept. */
function keptJsonAnswer(c: AppContext, body: KeptBody): Response {
  const gzipped = acceptsGzip(c.req.header('accept-encoding'));
  return completeAnswer(c, gzipped ? body.gzip : body.json, 200, {
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
  });
}

const NO_AUDIT: AuditRecorder = {
  record() {
    throw new Error('This endpoint declares no audit; declare `audit` on it to record changes');
  },
};

/** A handler of a tenant-scoped endpoint: its tenant is always there (the wrapper refuses the call otherwise). */
export type ScopedHandler<E extends AnyEndpoint> = (
  input: Omit<HandlerInput<E>, 'tenant' | 'scope'> & {
    tenant: ScopedTenant;
    scope: Exclude<ScopeOf<E>, AdminScope | null>;
  },
) => Promise<v.InferInput<E['response']> | Response>;

/** `route` for endpoints scoped to a lender (`fi`) or an embedder: the handler gets its tenant non-null. */
export function scopedRoute<E extends AnyEndpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: ScopedHandler<E>,
  options: RouteOptions = {},
): void {
  if (!isTenantScoped(endpoint)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not scoped to a lender or an embedder`);
  }
  route(
    app,
    endpoint,
    (input) =>
      handler({
        ...input,
        tenant: input.tenant as ScopedTenant,
        scope: input.scope as Exclude<ScopeOf<E>, AdminScope | null>,
      }),
    options,
  );
}
