import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { BlocklistEntry, EmbedderLender } from '../../../api/embedder-blocklist.ts';
import type { Executor } from '../pool.ts';
import { embedders, fiEmbedderBlocklist, financialInstitutions } from '../schema/index.ts';

/** Every embedder with whether the lender blocks it, by name. */
export async function readEmbedderBlocklist(db: Executor, params: { fiId: string }): Promise<BlocklistEntry[]> {
  const rows = await db
    .select({ embedderId: embedders.number, name: embedders.name, blockedBy: fiEmbedderBlocklist.fiId })
    .from(embedders)
    .leftJoin(
      fiEmbedderBlocklist,
      and(eq(fiEmbedderBlocklist.embedderId, embedders.id), eq(fiEmbedderBlocklist.fiId, params.fiId)),
    )
    .orderBy(asc(embedders.name), asc(embedders.number));
  return rows.map((row) => ({ embedderId: row.embedderId, name: row.name, blocked: row.blockedBy !== null }));
}

/** The embedders these numbers name (unknown numbers are simply absent). */
export async function findEmbeddersByNumber(
  db: Executor,
  numbers: readonly number[],
): Promise<{ id: string; number: number }[]> {
  if (numbers.length === 0) return [];
  return await db
    .select({ id: embedders.id, number: embedders.number })
    .from(embedders)
    .where(inArray(embedders.number, [...numbers]));
}

/** Replaces the lender's blocklist with these embedders (internal ids). */
export async function replaceEmbedderBlocklist(
  db: Executor,
  params: { fiId: string; embedderIds: readonly string[] },
): Promise<void> {
  await db.delete(fiEmbedderBlocklist).where(eq(fiEmbedderBlocklist.fiId, params.fiId));
  if (params.embedderIds.length === 0) return;
  await db
    .insert(fiEmbedderBlocklist)
    .values(params.embedderIds.map((embedderId) => ({ fiId: params.fiId, embedderId })));
}

/**
 * The lenders that do not block the embedder (000 §7 GET /embedder/fi), by name. Prospects (not yet onboarded, issue
 * 12) show no offers anywhere, so they are left out.
 */
export async function lendersNotBlocking(db: Executor, params: { embedderId: string }): Promise<EmbedderLender[]> {
  return await db
    .select({ fiId: financialInstitutions.number, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(
      and(
        eq(financialInstitutions.onboardingStatus, 'ONBOARDED'),
        notExists(
          db
            .select({ one: fiEmbedderBlocklist.fiId })
            .from(fiEmbedderBlocklist)
            .where(
              and(
                eq(fiEmbedderBlocklist.fiId, financialInstitutions.id),
                eq(fiEmbedderBlocklist.embedderId, params.embedderId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(financialInstitutions.name), asc(financialInstitutions.number));
}

/** An embedder's internal id by its number, or null. */
export async function embedderIdByNumber(db: Executor, number: number): Promise<string | null> {
  const [row] = await db.select({ id: embedders.id }).from(embedders).where(eq(embedders.number, number));
  return row?.id ?? null;
}

/** Serialises changes of one lender's blocklist (held to the end of the transaction), even while it is empty. */
export async function lockEmbedderBlocklist(db: Executor, params: { fiId: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`embedder-blocklist:${params.fiId}`}))`);
}
