import * as v from 'valibot';
import { fiIdSchema } from '../domain/validation/fi-id.ts';
import { type Endpoint, endpoint, type Schema, type TenantScope } from './endpoint.ts';

/** The endpoint with its scope as a literal type, so the server hands its handler the matching query scope. */
const withScope = <E extends Endpoint, S extends TenantScope>(definition: E, scope: S): E & { readonly scope: S } => ({
  ...definition,
  scope,
});

/** `:fiId` of every /fi/{fiId} path: a positive number (000 §5). */
export const FiParams = v.object({ fiId: fiIdSchema });
/** Path params of a lender sub-resource: the fiId plus the resource's own. */
export const fiParams = <E extends v.ObjectEntries>(entries: E) => v.object({ fiId: fiIdSchema, ...entries });

/**
 * A lender endpoint (/fi/{fiId}/…): lender users reach only their own fiId, admins any (scope `fi`). Declares the
 * permission it needs and, for changes, the audit row it writes; the server's one middleware enforces all three.
 */
export function fiEndpoint<
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
  TResponse extends Schema = Schema,
>(
  definition: Omit<Endpoint<TParams, TQuery, TBody, TResponse>, 'access' | 'scope'> & {
    permission: NonNullable<Endpoint['permission']>;
  },
): Endpoint<TParams, TQuery, TBody, TResponse> & { readonly scope: 'fi' } {
  return withScope(endpoint({ ...definition, access: ['super', 'fi'] }), 'fi');
}

/** General Setup permissions (domain/permissions.ts area `generalSetup`). */
export const GENERAL_SETUP_READ = { area: 'generalSetup', action: 'read' } as const;
export const GENERAL_SETUP_WRITE = { area: 'generalSetup', action: 'write' } as const;

type ScopedDefinition<
  TParams extends Schema | undefined,
  TQuery extends Schema | undefined,
  TBody extends Schema | undefined,
  TResponse extends Schema,
> = Omit<Endpoint<TParams, TQuery, TBody, TResponse>, 'access' | 'scope'> & {
  permission: NonNullable<Endpoint['permission']>;
};

/**
 * An admin-console endpoint (lenders, prospects, embedders, users, stipulations…): admins only (scope `admin`),
 * with the admin permission it needs (domain/permissions.ts ADMIN areas) and, for changes, its audit row.
 */
export function adminEndpoint<
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
  TResponse extends Schema = Schema,
>(
  definition: ScopedDefinition<TParams, TQuery, TBody, TResponse>,
): Endpoint<TParams, TQuery, TBody, TResponse> & { readonly scope: 'admin' } {
  return withScope(endpoint({ ...definition, access: ['super'] }), 'admin');
}

/** `:embedderId` of every /embedder/{embedderId} path: a positive number, like fiId. */
export const EmbedderParams = v.object({ embedderId: fiIdSchema });

/**
 * An embedder endpoint (/embedders/{embedderId}/… or /embedder/{embedderId}/…): embedder users reach only their own
 * embedder, admins any (scope `embedder`, admin area `embedders`).
 */
export function embedderEndpoint<
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
  TResponse extends Schema = Schema,
>(
  definition: ScopedDefinition<TParams, TQuery, TBody, TResponse>,
): Endpoint<TParams, TQuery, TBody, TResponse> & { readonly scope: 'embedder' } {
  return withScope(endpoint({ ...definition, access: ['super', 'embedder'] }), 'embedder');
}
