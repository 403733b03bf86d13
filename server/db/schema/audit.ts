import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditPathChange } from '../../../domain/audit/audit-diff.ts';
import { AUDIT_CATEGORIES } from '../../../domain/catalog/lender.ts';
import { idColumn, stampColumn } from './columns.ts';

/** Audit categories of 002 §3, verbatim (the domain's list). */
export const auditCategory = pgEnum('audit_category', AUDIT_CATEGORIES);

/**
 * Append-only (a trigger in the migrations raises on UPDATE, DELETE and TRUNCATE, since the app may connect as a
 * superuser that ignores grants). Feeds the material report with old/new values.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    category: auditCategory('category').notNull(),
    action: text('action').notNull(),
    /** The console user or consumer who acted; null for an unknown user (failed login). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorRealm: text('actor_realm'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    entityName: text('entity_name'),
    tenantId: uuid('tenant_id'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    /** The material report's detail: each changed path with its type and old/new value (domain/audit/audit-diff). */
    changes: jsonb('changes').$type<AuditPathChange[]>(),
    reason: text('reason'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_tenant').on(t.tenantId, t.createdAt),
    // The material report by category, newest first, and its capped count index-only (decision 0792).
    index('audit_log_category').on(t.category, t.createdAt, t.id),
  ],
);
