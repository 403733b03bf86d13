/**
 * Whose rows a query may touch (docs/decisions/0505-query-layer.md). Every query of a tenant's data takes one of these
 * as its second argument and filters by it inside the query module, so a handler cannot forget the tenant: there is no
 * other way to call the query, and a scope cannot be made up. The brand below exists only in types; the one constructor
 * is server/http/tenant-scope.ts (`mintScope`, `mintAdminScope`, `mintConsumerScope`), which the request wrapper calls
 * after the scope check (for a consumer, the session check) has passed (tests/layers/query-layer.test.ts fails on a
 * cast to a scope type anywhere else).
 */
declare const minted: unique symbol;
interface Minted {
  readonly [minted]: true;
}

/** A lender's data: `fiId` is financial_institutions.id (the uuid every fi-owned table points at). */
export type FiScope = Minted & { readonly kind: 'fi'; readonly fiId: string; readonly fiNumber: number };

/** An embedder's data: `embedderId` is embedders.id (uuid). */
export type EmbedderScope = Minted & {
  readonly kind: 'embedder';
  readonly embedderId: string;
  readonly embedderNumber: number;
};

/** An admin's reach: every tenant. Queries across tenants (the admin lists) ask for this one. */
export type AdminScope = Minted & { readonly kind: 'admin' };

/**
 * One consumer's own rows (their profile, loans, offers): `consumerId` is consumers.id, the signed-in consumer's. A
 * consumer belongs to no tenant the path names; their session is the scope.
 */
export type ConsumerScope = Minted & { readonly kind: 'consumer'; readonly consumerId: string };

/** The tenant of a scoped (`fi` or `embedder`) endpoint. */
export type TenantScope = FiScope | EmbedderScope;
export type Scope = TenantScope | AdminScope;

/** The uuid of the tenant a scope names: financial_institutions.id or embedders.id. */
export const tenantIdOf = (scope: TenantScope): string => (scope.kind === 'fi' ? scope.fiId : scope.embedderId);
