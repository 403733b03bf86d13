import { eq } from 'drizzle-orm';
import type { Endpoint } from '../../api/endpoint.ts';
import { hasPermission, permissionsForRoles, type RoleName } from '../../domain/permissions.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import type { Db } from '../db/pool.ts';
import type { AdminScope, ConsumerScope, EmbedderScope, FiScope, TenantScope } from '../db/queries/scope.ts';
import { embedders, financialInstitutions } from '../db/schema/index.ts';
import { forbidden, notFound } from './api-error.ts';
import type { AppDeps } from './context.ts';

/** The tenant a scoped call touches: the path's positive number and the internal uuid it names. */
export interface ScopedTenant {
  readonly realm: 'fi' | 'embedder';
  readonly number: number;
  readonly id: string;
  readonly name: string;
}

const PATH_PARAM = { fi: 'fiId', embedder: 'embedderId' } as const;
/** The admin area that stands for a tenant's data when an admin works on it. */
const ADMIN_AREA = { fi: 'lenders', embedder: 'embedders' } as const;

// A number names one tenant for good (identity column, never reused), so the lookup is kept per deps (per database).
// Its name can change: the process that renames forgets it at once, every other API process within TENANT_TTL_MS
// (docs/scaling.md, "Per-process state").
const TENANT_TTL_MS = 60_000;
const tenantCaches = new WeakMap<AppDeps, Map<string, { tenant: ScopedTenant; until: number }>>();

async function findScopedTenant(db: Db, realm: 'fi' | 'embedder', number: number): Promise<ScopedTenant | null> {
  const table = realm === 'fi' ? financialInstitutions : embedders;
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.number, number));
  return row ? { realm, number, id: row.id, name: row.name } : null;
}

async function resolveTenant(deps: AppDeps, realm: 'fi' | 'embedder', number: number): Promise<ScopedTenant | null> {
  const cache = tenantCaches.get(deps) ?? new Map<string, { tenant: ScopedTenant; until: number }>();
  tenantCaches.set(deps, cache);
  const key = `${realm}:${number}`;
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.tenant;
  const found = await findScopedTenant(deps.db, realm, number);
  if (found) cache.set(key, { tenant: found, until: Date.now() + TENANT_TTL_MS });
  return found;
}

/**
 * Drops a tenant's cached lookup after its name changes (PUT /fi/{id}): the next scoped call reads it afresh. Only the
 * name can go stale (the number and uuid never change).
 */
export function forgetTenant(deps: AppDeps, realm: 'fi' | 'embedder', number: number): void {
  tenantCaches.get(deps)?.delete(`${realm}:${number}`);
}

/** Each set of roles' permissions, merged once: a session names one of a few sets, and merging them on every call
 * was 6% of a kept list answer's CPU (decision 0815). Signed tokens name only real roles; bounded all the same. */
const rolePermissions = new Map<string, Record<string, string[]>>();
const KNOWN_ROLE_SETS = 256;

function permitted(claims: SessionClaims, area: string, action: string): boolean {
  const key = claims.roles.join(',');
  let permissions = rolePermissions.get(key);
  if (!permissions) {
    permissions = permissionsForRoles(claims.roles as RoleName[]);
    if (rolePermissions.size < KNOWN_ROLE_SETS) rolePermissions.set(key, permissions);
  }
  return hasPermission(permissions, { [area]: [action] });
}

/**
 * The one tenant-scope and permission check of console endpoints (ARCHITECTURE "Console endpoints"). A lender or
 * embedder reaches only its own tenant (a foreign one is refused before anything is read), needs the endpoint's
 * permission (a Read-only user cannot write), and an admin reaches every tenant with its lenders/embedders rights.
 * Answers the tenant the path names, or null for unscoped endpoints.
 */
export async function enforceScope(
  deps: AppDeps,
  endpoint: Pick<Endpoint, 'scope' | 'permission'>,
  claims: SessionClaims | null,
  rawParams: Readonly<Record<string, string>>,
): Promise<ScopedTenant | null> {
  const { scope, permission } = endpoint;
  if (!scope) return null;
  if (!claims) throw forbidden();
  if (scope === 'admin') {
    if (claims.realm !== 'super') throw forbidden();
    if (permission && !permitted(claims, permission.area, permission.action)) throw forbidden();
    return null;
  }
  const isAdmin = claims.realm === 'super';
  if (!isAdmin && claims.realm !== scope) throw forbidden();
  if (permission) {
    const ok = isAdmin
      ? permitted(claims, ADMIN_AREA[scope], permission.action === 'read' ? 'read' : 'write')
      : permitted(claims, permission.area, permission.action);
    if (!ok) throw forbidden('You do not have the necessary permissions');
  }
  const raw = rawParams[PATH_PARAM[scope]] ?? '';
  const number = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  // A malformed id is left to the params schema (400 with the seed's message); it names no tenant.
  if (number < 1) return null;
  const tenant = await resolveTenant(deps, scope, number);
  if (!isAdmin && tenant?.id !== claims.tenantId) throw forbidden();
  if (!tenant) throw notFound(scope === 'fi' ? 'No such financial institution' : 'No such embedder');
  return tenant;
}

/**
 * The one constructor of a tenant's query scope (server/db/queries/scope.ts): the request wrapper calls it with the
 * tenant `enforceScope` answered, i.e. after the caller was checked to own it (or to be an admin). Tests that call
 * queries directly mint theirs here too.
 */
export function mintScope(tenant: ScopedTenant & { realm: 'fi' }): FiScope;
export function mintScope(tenant: ScopedTenant & { realm: 'embedder' }): EmbedderScope;
export function mintScope(tenant: ScopedTenant): TenantScope;
export function mintScope(tenant: ScopedTenant): TenantScope {
  return tenant.realm === 'fi'
    ? ({ kind: 'fi', fiId: tenant.id, fiNumber: tenant.number } as FiScope)
    : ({ kind: 'embedder', embedderId: tenant.id, embedderNumber: tenant.number } as EmbedderScope);
}

/**
 * The embedder scope of GET /embedder/fi (000 §7), whose path names no tenant, so `enforceScope` resolves none: an
 * embedder user's own embedder (the session's tenant; naming another with ?embedderId= is refused like any foreign
 * tenant), or the embedder an admin names with ?embedderId= (its handler has required it). Read afresh, not from the
 * tenant cache, so a removed embedder is not found at once.
 */
export async function mintSessionEmbedderScope(
  db: Db,
  claims: Pick<SessionClaims, 'realm' | 'tenantId'> | null,
  named: number | undefined,
): Promise<EmbedderScope> {
  const namedTenant = named === undefined ? null : await findScopedTenant(db, 'embedder', named);
  let tenant: ScopedTenant | null;
  if (claims?.realm === 'embedder') {
    if (named !== undefined && namedTenant?.id !== claims.tenantId) throw forbidden();
    tenant = namedTenant ?? (claims.tenantId ? await findEmbedderById(db, claims.tenantId) : null);
  } else {
    if (claims?.realm !== 'super') throw forbidden();
    tenant = namedTenant;
  }
  if (!tenant) throw notFound('No such embedder');
  return mintScope({ ...tenant, realm: 'embedder' });
}

async function findEmbedderById(db: Db, id: string): Promise<ScopedTenant | null> {
  const [row] = await db
    .select({ number: embedders.number, name: embedders.name })
    .from(embedders)
    .where(eq(embedders.id, id));
  return row ? { realm: 'embedder', id, ...row } : null;
}

/** The scope of an admin endpoint, minted once `enforceScope` has seen a super-realm caller. */
export function mintAdminScope(): AdminScope {
  return { kind: 'admin' } as AdminScope;
}

/**
 * The scope of a consumer's call, minted from the session the access check verified (server/http/access.ts: a
 * consumer-realm token whose consumer still exists). Its consumer is the token's subject, never a path or body value.
 */
export function mintConsumerScope(claims: Pick<SessionClaims, 'sub' | 'realm'>): ConsumerScope {
  if (claims.realm !== 'consumer') throw forbidden();
  return { kind: 'consumer', consumerId: claims.sub } as ConsumerScope;
}
