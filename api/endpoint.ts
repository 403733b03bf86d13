import * as v from 'valibot';
import type { AuditCategory } from '../domain/catalog/lender.ts';
import { ERROR_CODES, GENERIC_ERROR_CODES } from '../domain/error-codes.ts';
import type { PermissionArea, PermissionName } from '../domain/permissions.ts';
import type { Realm } from '../domain/realms.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: valibot's schema type needs `any` for its issue generic.
export type Schema = v.GenericSchema<any, any>;

/**
 * Whose data a console endpoint touches (ARCHITECTURE "Console endpoints"): `fi` — the path's `:fiId` must be the
 * caller's own lender (an admin may name any); `embedder` — the path's `:embedderId` likewise; `admin` — admins
 * only. The server's one scope middleware enforces it; no handler checks tenants by hand.
 */
export type TenantScope = 'fi' | 'embedder' | 'admin';

/** The permission an endpoint needs: an area of domain/permissions.ts and a name in it (`read`, `write`, …). */
export interface EndpointPermission {
  readonly area: PermissionArea;
  readonly action: PermissionName;
}

/** The material-report row (002 §3) every call of a mutating endpoint writes in the same transaction. */
export interface EndpointAudit {
  readonly category: AuditCategory;
  readonly action: string;
  /** The audited entity's type, e.g. 'BRANCH'. */
  readonly entity: string;
}

/**
 * The audit rows of one audited entity, one per action: `auditTrail('LENDER', 'BRANCH', BRANCH_ACTIONS).created` is
 * the row a create endpoint declares. The action names stay their own export (the server and tests read them).
 */
export function auditTrail<
  const C extends AuditCategory,
  const E extends string,
  const A extends Readonly<Record<string, string>>,
>(category: C, entity: E, actions: A): { readonly [K in keyof A]: { category: C; entity: E; action: A[K] } } {
  const rows = Object.entries(actions).map(([key, action]) => [key, { category, entity, action }]);
  return Object.fromEntries(rows) as { readonly [K in keyof A]: { category: C; entity: E; action: A[K] } };
}

/**
 * One HTTP operation: the server validates with these schemas, the client parses answers with them, and the
 * OpenAPI document is generated from them. `path` uses Hono's `:param` syntax, relative to /api.
 */
export interface Endpoint<
  TParams extends Schema | undefined = Schema | undefined,
  TQuery extends Schema | undefined = Schema | undefined,
  TBody extends Schema | undefined = Schema | undefined,
  TResponse extends Schema = Schema,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /**
   * Who may call it: 'public' needs no token; 'apiKey' an embedder's partner-API key (Authorization: Bearer <key> or
   * X-Api-Key); realms list the session realms accepted.
   */
  readonly access: 'public' | 'apiKey' | readonly Realm[];
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  /** multipart bodies are described by field names rather than a schema. */
  readonly multipart?: readonly string[];
  /** The message when the multipart file is missing (the seed's, e.g. 'membership file is missing'). */
  readonly missingFile?: string;
  readonly response: TResponse;
  /** HTTP status of a successful answer (200 unless stated). */
  readonly status?: 200 | 201 | 204;
  /** Console endpoints: the tenant whose data it touches (see TenantScope). */
  readonly scope?: TenantScope;
  /** Console endpoints: the permission the caller needs; lender rights for `fi`, embedder rights for `embedder`. */
  readonly permission?: EndpointPermission;
  /** Mutating console endpoints: the audit row each successful call writes (old and new values per path). */
  readonly audit?: EndpointAudit;
  /** Answer body kind when not JSON (CSV export, binary files). */
  readonly produces?: 'text/csv' | 'image/*' | 'application/octet-stream';
  /** Examples for the OpenAPI document (the partner API's request and answer). */
  readonly examples?: { readonly request?: unknown; readonly response?: unknown };
}

export function endpoint<
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
  TResponse extends Schema = Schema,
>(definition: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return definition;
}

/** What the calls of one group outside the console share: tags, who may call them, the path prefix and its params. */
export interface CallGroupShared<P extends Schema | undefined, A extends Endpoint['access'] = Endpoint['access']> {
  readonly tags: readonly string[];
  readonly access: A;
  readonly path?: string;
  readonly params?: P;
}

/**
 * Each endpoint of a group carries its access as the group's literal type, so the server knows a consumer-only call
 * at the type level and hands its handler the consumer's query scope (server/http/register.ts `ScopeOf`).
 */
export interface CallGroup<P extends Schema | undefined, A extends Endpoint['access'] = Endpoint['access']> {
  /** One endpoint of the group: the group's tags, access, prefix and params with what it states itself. */
  <
    TParams extends Schema | undefined = P,
    TQuery extends Schema | undefined = undefined,
    TBody extends Schema | undefined = undefined,
    TResponse extends Schema = Schema,
  >(
    own: Omit<Endpoint<TParams, TQuery, TBody, TResponse>, 'access' | 'tags' | 'path'> & { readonly path?: string },
  ): Endpoint<TParams, TQuery, TBody, TResponse> & { readonly access: A };
  /** A sub-resource: the prefix extended by `path`; `params` (its own `:param` added) when the path adds one. */
  within<Q extends Schema | undefined = P>(path: string, params?: Q): CallGroup<Q, A>;
}

/**
 * A group of the calls outside the console (the consumer's, registration, identity checks…): what they share is
 * stated once, as endpointGroup (decision 0796) does for console endpoints; the endpoints it makes are the very
 * objects `endpoint` makes from every field.
 */
export function callGroup<P extends Schema | undefined = undefined, A extends Endpoint['access'] = Endpoint['access']>(
  shared: CallGroupShared<P, A>,
): CallGroup<P, A> {
  const { tags, access, path: prefix = '', params } = shared;
  const group = (own: Omit<Endpoint, 'access' | 'tags' | 'path'> & { readonly path?: string }) => {
    const groupParams = own.params ?? params;
    return endpoint({
      ...own,
      path: `${prefix}${own.path ?? ''}`,
      tags,
      access,
      ...(groupParams && { params: groupParams }),
    });
  };
  const within = (path: string, inner: Schema | undefined = params) =>
    callGroup({ ...shared, path: `${prefix}${path}`, ...(inner && { params: inner }) });
  // The implementation works on erased schema types; the interface gives each call its own inferred ones.
  return Object.assign(group, { within }) as CallGroup<P, A>;
}

/** Fill `:name` segments from params, encoding each value. Throws when a param is missing. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const ErrorCodeSchema = v.picklist([...ERROR_CODES, ...GENERIC_ERROR_CODES]);

/** The body of every non-2xx answer. */
export const ApiErrorBody = v.object({
  code: ErrorCodeSchema,
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.optional(v.string()), message: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

export const EmptyResponse = v.object({});

export type InferOut<T> = T extends Schema ? v.InferOutput<T> : undefined;
export type InferIn<T> = T extends Schema ? v.InferInput<T> : undefined;
