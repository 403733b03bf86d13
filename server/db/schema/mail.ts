import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, stampColumn } from './columns.ts';

/**
 * The sandbox mail outbox: without SMTP_URL, nodemailer renders each mail and it is kept here instead of sent.
 * Only a signed-in admin reads it (GET /api/admin/outbox, the admin console's Outbox page).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
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
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('mail_outbox_created_at').on(t.createdAt)],
);
