import type { Executor } from '../db/pool.ts';
import type { TenantScope } from '../db/queries/scope.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuditRecorder } from '../http/audit.ts';
import type { AppContext } from '../http/context.ts';
import { forgetTenant, type ScopedTenant } from '../http/tenant-scope.ts';

/**
 * 002 §3 "FI or embedder removed": only a tenant nothing depends on is removed (`refusalOf` names what does: 409); the
 * audit row keeps what it was (`before`), and the access cache forgets the tenant. Answered as 204 without a body.
 */
export async function removeTenant<S extends TenantScope>(
  input: { tenant: ScopedTenant; scope: S; db: Executor; audit: AuditRecorder; c: AppContext },
  before: { readonly name: string },
  tenantQueries: {
    refusalOf: (db: Executor, scope: S) => Promise<string | null>;
    remove: (db: Executor, scope: S) => Promise<unknown>;
  },
): Promise<Record<string, never>> {
  const { tenant, scope, db, audit, c } = input;
  const refusal = await tenantQueries.refusalOf(db, scope);
  if (refusal) throw new ApiError(409, 'VALIDATION_FAILED', refusal, [{ message: refusal }]);
  await tenantQueries.remove(db, scope);
  audit.record({ entityId: tenant.id, entityName: before.name, oldValue: before, newValue: null });
  forgetTenant(c.get('deps'), tenant.realm, tenant.number);
  return {};
}
