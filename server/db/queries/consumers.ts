import { eq, sql } from 'drizzle-orm';
import type { Db } from '../pool.ts';
import { consumers } from '../schema/index.ts';
import { isUuid } from './console-users.ts';

export type Consumer = typeof consumers.$inferSelect;

/** A consumer signs in with the access code (or their uuid) and last name, compared case-insensitively. */
export async function findConsumerForSignIn(
  db: Db,
  params: { accessCode: string; lastName: string },
): Promise<Consumer | null> {
  const byCode = isUuid(params.accessCode)
    ? eq(consumers.id, params.accessCode)
    : eq(sql`upper(${consumers.accessCode})`, params.accessCode.toUpperCase());
  const [row] = await db.select().from(consumers).where(byCode);
  if (!row || row.lastName.trim().toLowerCase() !== params.lastName.trim().toLowerCase()) return null;
  return row;
}
