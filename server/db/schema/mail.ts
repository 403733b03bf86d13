import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The sandbox mail provider writes here instead of sending; GET /api/dev/outbox shows it in development. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
