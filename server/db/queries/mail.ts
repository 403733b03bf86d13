import { desc } from 'drizzle-orm';
import type { OutboxMail } from '../../../api/outbox.ts';
import { type OutgoingMail, sendMail } from '../../providers/mail.ts';
import type { Db, Executor } from '../pool.ts';
import { mailOutbox } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { AdminScope } from './scope.ts';

/** Sends one mail (SMTP_URL's server, else the sandbox outbox): server/providers/mail.ts. */
export async function queueMail(db: Db, params: OutgoingMail): Promise<void> {
  await sendMail(db, params);
}

/** The newest sandbox mails first (tests read the last passcode this way). */
export async function listOutbox(db: Db, params: { limit?: number } = {}) {
  return await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(params.limit ?? 50);
}

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

/** The sandbox outbox as a paged list, newest first (admins: it holds every passcode and reset link). */
export const outboxList = (db: Executor, _scope: AdminScope): ListSource<typeof outboxColumns, OutboxRow, OutboxMail> =>
  tableList(db, mailOutbox, {
    columns: outboxColumns,
    where: undefined,
    defaultOrder: [desc(mailOutbox.createdAt), desc(mailOutbox.id)],
    toRow: (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  });
