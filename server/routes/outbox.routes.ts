import { count, desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { listOutbox, OUTBOX_FIELDS, type OutboxMail } from '../../api/outbox.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route } from '../http/register.ts';

const outboxColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  from: mailOutbox.from,
  subject: mailOutbox.subject,
  body: mailOutbox.body,
  messageId: mailOutbox.messageId,
  raw: mailOutbox.raw,
  channel: mailOutbox.channel,
  createdAt: mailOutbox.createdAt,
};
type OutboxRow = { [K in keyof typeof outboxColumns]: (typeof mailOutbox.$inferSelect)[K] };

const toMail = (row: OutboxRow): OutboxMail => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * The sandbox outbox for admins only (the endpoint's scope and users/read permission). It replaced the public
 * GET /api/dev/outbox, which showed every passcode and reset link to anyone (issue 17).
 */
export function registerOutboxRoutes(app: Hono<AppEnv>): void {
  route(app, listOutbox, async ({ query, db }) =>
    pagedList(
      {
        fields: OUTBOX_FIELDS,
        columns: outboxColumns,
        select: () => db.select(outboxColumns).from(mailOutbox).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(mailOutbox).where(where))[0]?.n ?? 0,
        defaultOrder: [desc(mailOutbox.createdAt), desc(mailOutbox.id)],
        toRow: toMail,
        csvName: 'outbox',
        csvColumns: { createdAt: 'Sent', channel: 'Channel', to: 'To', subject: 'Subject', body: 'Body' },
      },
      query,
    ),
  );
}
