import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../pool.ts';
import { rememberMeTokens } from '../schema/index.ts';

export async function storeRememberMe(db: Db, params: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(rememberMeTokens).values(params);
}

/** True when the hash is stored for this user and not expired. */
export async function rememberMeIsValid(db: Db, params: { userId: string; tokenHash: string; now: Date }) {
  const [row] = await db
    .select({ id: rememberMeTokens.id })
    .from(rememberMeTokens)
    .where(
      and(
        eq(rememberMeTokens.tokenHash, params.tokenHash),
        eq(rememberMeTokens.userId, params.userId),
        gt(rememberMeTokens.expiresAt, params.now),
      ),
    );
  return row !== undefined;
}

export async function countRememberMe(db: Db, params: { userId: string }): Promise<number> {
  const rows = await db
    .select({ id: rememberMeTokens.id })
    .from(rememberMeTokens)
    .where(eq(rememberMeTokens.userId, params.userId));
  return rows.length;
}
