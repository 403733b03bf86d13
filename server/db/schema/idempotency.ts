import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampColumn } from './columns.ts';

/**
 * One row per Idempotency-Key a client sent for a state-changing call (redemptions). The row is inserted at the
 * start of the call's own transaction, so a concurrent retry with the same key waits on the primary key until the
 * first commits and then reads its answer; if the first rolls back, the retry does the work instead.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it (realm:principal id): keys are only unique per caller. */
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    /** METHOD path and a SHA-256 of the body: the same key with a different request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] })],
);
