import * as v from 'valibot';
import type { PermissionArea } from '../domain/permissions.ts';
import type { Realm } from '../domain/realms.ts';
import { fiIdSchema } from '../domain/validation/fi-id.ts';
import { type Endpoint, endpoint, type Schema, type TenantScope } from './endpoint.ts';

/** What a scoped endpoint's declaration gives: everything but who may call it and its scope, which its group sets. */
export type ScopedDefinition<
  TParams extends Schema | undefined,
  TQuery extends Schema | undefined,
  TBody extends Schema | undefined,
  TResponse extends Schema,
> = Omit<Endpoint<TParams, TQuery, TBody, TResponse>, 'access' | 'scope'> & {
  permission: NonNullable<Endpoint['permission']>;
};

/**
 * The declaration helper of one group of console endpoints: who may call them (`access`, checked by the server's one
 * middleware with the permission and audit each declares) and the scope they carry as a literal type, so the server
 * hands their handlers the matching query scope.
 */
export const scopedEndpoints =
  <S extends TenantScope>(scope: S, access: readonly Realm[]) =>
  <
    TParams extends Schema | undefined = undefined,
    TQuery extends Schema | undefined = undefined,
    TBody extends Schema | undefined = undefined,
    TResponse extends Schema = Schema,
  >(
    definition: ScopedDefinition<TParams, TQuery, TBody, TResponse>,
  ): Endpoint<TParams, TQuery, TBody, TResponse> & { readonly scope: S } => ({
    ...endpoint({ ...definition, access }),
    scope,
  });

/** `:fiId` of every /fi/{fiId} path: a positive number (000 §5). */
export const FiParams = v.object({ fiId: fiIdSchema });
/** Path params of a lender sub-resource: the fiId plus the resource's own. */
export const fiParams = <E extends v.ObjectEntries>(entries: E) => v.object({ fiId: fiIdSchema, ...entries });

/** A lender endpoint (/fi/{fiId}/…): lender users reach only their own fiId, admins any (scope `fi`). */
export const fiEndpoint = scopedEndpoints('fi', ['super', 'fi']);

/** The `read` and `write` permissions of one area (domain/permissions.ts): what most console groups declare. */
export const areaRights = <const A extends PermissionArea>(area: A) =>
  ({ READ: { area, action: 'read' }, WRITE: { area, action: 'write' } }) as const;

/** General Setup permissions (domain/permissions.ts area `generalSetup`). */
export const { READ: GENERAL_SETUP_READ, WRITE: GENERAL_SETUP_WRITE } = areaRights('generalSetup');

/**
 * An admin-console endpoint (lenders, prospects, embedders, users, stipulations…): admins only (scope `admin`),
 * with the admin permission it needs (domain/permissions.ts ADMIN areas) and, for changes, its audit row.
 */
export const adminEndpoint = scopedEndpoints('admin', ['super']);

/** `:embedderId` of every /embedder/{embedderId} path: a positive number, like fiId. */
export const EmbedderParams = v.object({ embedderId: fiIdSchema });
/** Path params of an embedder sub-resource: the embedderId plus the resource's own. */
export const embedderParams = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ embedderId: fiIdSchema, ...entries });

/**
 * An embedder endpoint (/embedders/{embedderId}/… or /embedder/{embedderId}/…): embedder users reach only their own
 * embedder, admins any (scope `embedder`, admin area `embedders`).
 */
export const embedderEndpoint = scopedEndpoints('embedder', ['super', 'embedder']);
