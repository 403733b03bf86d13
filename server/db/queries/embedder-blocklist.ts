import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { BlocklistEntry, EmbedderLender } from '../../../api/embedder-blocklist.ts';
import type { Executor } from '../pool.ts';
import { embedders, fiEmbedderBlocklist, financialInstitutions } from '../schema/index.ts';
import type { EmbedderScope, FiScope } from './scope.ts';
import { tenantsByNumber } from './tenant-numbers.ts';

/**
 * A lender's embedder blocklist (fi_embedder_blocklist, read from the lender's side; the embedder's side is
 * embedders.ts readFiBlocklist). Every read and write of the blocklist is the scope's lender's
 * (docs/decisions/0505-query-layer.md), and the lenders an embedder may show are the scope's embedder's. The lookups
 * by number resolve references and read no tenant's data.
 */

/** Every embedder with whether the scope's lender blocks it, by name. */
export async function readEmbedderBlocklist(db: Executor, scope: FiScope): Promise<BlocklistEntry[]> {
  const rows = await db
    .select({ embedderId: embedders.number, name: embedders.name, blockedBy: fiEmbedderBlocklist.fiId })
    .from(embedders)
    .leftJoin(
      fiEmbedderBlocklist,
      and(eq(fiEmbedderBlocklist.embedderId, embedders.id), eq(fiEmbedderBlocklist.fiId, scope.fiId)),
    )
    .orderBy(asc(embedders.name), asc(embedders.number));
  return rows.map((row) => ({ embedderId: row.embedderId, name: row.name, blocked: row.blockedBy !== null }));
}

/** The embedders these numbers name (unknown numbers are simply absent). */
export const findEmbeddersByNumber = (db: Executor, numbers: readonly number[]) =>
  tenantsByNumber(db, embedders, numbers);

/** Replaces the scope's lender's blocklist with these embedders (internal ids). */
export async function replaceEmbedderBlocklist(
  db: Executor,
  scope: FiScope,
  params: { embedderIds: readonly string[] },
): Promise<void> {
  await db.delete(fiEmbedderBlocklist).where(eq(fiEmbedderBlocklist.fiId, scope.fiId));
  if (params.embedderIds.length === 0) return;
  await db
    .insert(fiEmbedderBlocklist)
    .values(params.embedderIds.map((embedderId) => ({ fiId: scope.fiId, embedderId })));
}

/**
 * The lenders that do not block the embedder (000 §7 GET /embedder/fi), by name. Prospects (not yet onboarded, issue
 * 12) show no offers anywhere, so they are left out. The scope's embedder: GET /embedder/fi names no tenant in its
 * path, so its handler mints the scope from the session (an embedder user's own) or ?embedderId= (an admin's) with
 * server/http/tenant-scope.ts mintSessionEmbedderScope.
 */
export async function lendersNotBlocking(db: Executor, scope: EmbedderScope): Promise<EmbedderLender[]> {
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
                eq(fiEmbedderBlocklist.embedderId, scope.embedderId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(financialInstitutions.name), asc(financialInstitutions.number));
}

/** Serialises changes of the scope's lender's blocklist (held to the end of the transaction), even while it is empty. */
export async function lockEmbedderBlocklist(db: Executor, scope: FiScope): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`embedder-blocklist:${scope.fiId}`}))`);
}
