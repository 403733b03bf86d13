import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/pool.ts';
import { mailOutbox } from '../../server/db/schema/index.ts';

/** The newest message the sandbox outbox holds for an address (on one channel, when named), if any. */
export async function newestMessageTo(
  db: Db,
  to: string,
  channel?: (typeof mailOutbox.$inferSelect)['channel'],
): Promise<typeof mailOutbox.$inferSelect | undefined> {
  const [message] = await db
    .select()
    .from(mailOutbox)
    .where(channel ? and(eq(mailOutbox.channel, channel), eq(mailOutbox.to, to)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return message;
}
