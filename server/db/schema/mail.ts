import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox mail outbox: without SMTP_URL, nodemailer renders each mail and it is kept here instead of sent.
 * Only a signed-in admin reads it (GET /api/admin/outbox, the admin console's Outbox page).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from_address').notNull().default(''),
    subject: text('subject').notNull(),
    /** The plain-text body as written. */
    body: text('body').notNull(),
    messageId: text('message_id').notNull().default(''),
    /** The whole rendered RFC 822 message, headers included, as nodemailer would have sent it. */
    raw: text('raw').notNull().default(''),
    /** EMAIL, or SMS for a text message (the sandbox keeps both: it has no SMS gateway). */
    channel: text('channel').notNull().default('EMAIL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at').on(t.createdAt)],
);
