import type { Endpoint } from '../../api/endpoint.ts';
import { auditDiff } from '../../domain/audit/audit-diff.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import type { Executor } from '../db/pool.ts';
import { auditLog } from '../db/schema/index.ts';
import type { ScopedTenant } from './tenant-scope.ts';

/** What a handler tells the audit wrapper about one change: which entity, and its values before and after. */
export interface AuditChange {
  readonly entityId: string | null;
  readonly entityName?: string | null;
  /** Old and new values; the material report shows them per path (null for a creation or a deletion). */
  readonly oldValue: unknown;
  readonly newValue: unknown;
  /** The action when one endpoint performs several (e.g. branch added vs updated); the endpoint's otherwise. */
  readonly action?: string;
  /** The tenant (uuid) the changed entity belongs to when the path names none (a lender's user, the new lender). */
  readonly tenantId?: string | null;
}

export interface AuditRecorder {
  record(change: AuditChange): void;
}

/**
 * Records the change of one field of an entity (a status, an enrollment…): that field's value before and after, as
 * the material report shows it, with the entity named by `entity`.
 */
export function recordFieldChange<K extends string>(
  audit: AuditRecorder,
  field: K,
  before: { readonly [P in K]: unknown },
  after: { readonly [P in K]: unknown },
  entity: Omit<AuditChange, 'oldValue' | 'newValue'>,
): void {
  audit.record({ ...entity, oldValue: { [field]: before[field] }, newValue: { [field]: after[field] } });
}

/** Collects a call's changes and writes them, in the call's transaction, as material-report rows (002 §3). */
export class AuditCollector implements AuditRecorder {
  readonly changes: AuditChange[] = [];
  record(change: AuditChange): void {
    this.changes.push(change);
  }

  async write(
    tx: Executor,
    spec: NonNullable<Endpoint['audit']>,
    actor: { claims: SessionClaims | null; name: string | null },
    tenant: ScopedTenant | null,
  ): Promise<void> {
    if (this.changes.length === 0) return;
    await tx.insert(auditLog).values(
      this.changes.map((change) => ({
        category: spec.category,
        action: change.action ?? spec.action,
        actorId: actor.claims?.sub ?? null,
        actorName: actor.name,
        actorRealm: actor.claims?.realm ?? null,
        entityType: spec.entity,
        entityId: change.entityId,
        entityName: change.entityName ?? null,
        tenantId: change.tenantId ?? tenant?.id ?? actor.claims?.tenantId ?? null,
        oldValue: change.oldValue ?? null,
        newValue: change.newValue ?? null,
        changes: auditDiff(change.oldValue ?? null, change.newValue ?? null),
        // Acting as another user (pass-through): the admin behind the change is kept with it.
        reason: actor.claims?.actorId ? `PASSTHROUGH:${actor.claims.actorId}` : null,
      })),
    );
  }
}
