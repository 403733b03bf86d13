import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Minimal consumer: enough to sign in. Issue 4 adds the PII columns (encrypted at rest) and offers in new
 * migrations; nothing here needs to change for that.
 */
export const consumers = pgTable('consumers', {
  id: uuid('id').primaryKey().defaultRandom(),
  accessCode: text('access_code').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  workflowState: text('workflow_state').array().notNull().default(sql`'{}'::text[]`),
  pendingRedemptionId: uuid('pending_redemption_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});
