import { desc } from 'drizzle-orm';
import type { Db } from '../pool.ts';
import { mailOutbox } from '../schema/index.ts';

/** The sandbox mail provider: a row in mail_outbox instead of an SMTP send. */
export async function queueMail(db: Db, params: { to: string; subject: string; body: string }): Promise<void> {
  await db.insert(mailOutbox).values(params);
}

export async function listOutbox(db: Db, params: { limit?: number } = {}) {
  return await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(params.limit ?? 50);
}
