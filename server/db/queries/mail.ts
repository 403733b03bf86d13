import { desc } from 'drizzle-orm';
import { type OutgoingMail, sendMail } from '../../providers/mail.ts';
import type { Db } from '../pool.ts';
import { mailOutbox } from '../schema/index.ts';

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
