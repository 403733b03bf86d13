import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TransactionOutcome } from '../../domain/catalog/statuses.ts';
import { outcomeRank } from '../../domain/transactions/transaction-outcome.ts';
import type { Executor } from '../db/pool.ts';
import { consumers, transactions } from '../db/schema/index.ts';

/** The visit a write belongs to: the session token's id, its consumer and the campaign it signed in under. */
export interface Visit {
  visitId: string;
  consumerId: string;
  campaignId?: string | null | undefined;
}

/** What a redemption adds to its visit's row: the redemption (for its later settle or expiry) and its lender. */
export interface VisitRedemption {
  redemptionId: string;
  fiId: string | null;
}

/**
 * Records `outcome` for the visit in one statement: the row is created on the visit's first write, and an existing
 * one moves only to a higher rank (domain/transactions/transaction-outcome.ts) — the WHERE of the conflict update
 * keeps a lower or equal outcome from replacing it, so concurrent or repeated writes never take a visit back.
 */
export async function recordVisitOutcome(
  db: Executor,
  visit: Visit,
  outcome: TransactionOutcome,
  redemption?: VisitRedemption,
): Promise<void> {
  const rank = outcomeRank(outcome);
  await db
    .insert(transactions)
    .values({
      visitId: visit.visitId,
      consumerId: visit.consumerId,
      campaignId: visit.campaignId ?? null,
      // The embedder the consumer came through, read with the insert (the access check's row does not carry it).
      embedderId: sql`(select ${consumers.embedderId} from ${consumers} where ${consumers.id} = ${visit.consumerId})`,
      fiId: redemption?.fiId ?? null,
      redemptionId: redemption?.redemptionId ?? null,
      outcome,
      outcomeRank: rank,
    })
    .onConflictDoUpdate({
      target: transactions.visitId,
      set: {
        // Forward only: a lower or equal outcome leaves the row's as it is (a redemption is still attached).
        outcome: sql`case when ${transactions.outcomeRank} < ${rank} then ${outcome} else ${transactions.outcome} end`,
        outcomeRank: sql`greatest(${transactions.outcomeRank}, ${rank})`,
        updatedAt: sql`now()`,
        ...(redemption
          ? {
              redemptionId: redemption.redemptionId,
              fiId: sql`coalesce(${redemption.fiId}::uuid, ${transactions.fiId})`,
            }
          : {}),
      },
      // Without a redemption to attach, a write that would not move the outcome changes nothing at all.
      ...(redemption ? {} : { setWhere: sql`${transactions.outcomeRank} < ${rank}` }),
    });
}

/**
 * Moves the transaction of the visit that made `redemptionId` (a pending redemption settles or expires later, often
 * in another visit or in the expiry job): forward only, like every write.
 */
export async function recordRedemptionOutcome(
  db: Executor,
  redemptionId: string,
  outcome: TransactionOutcome,
): Promise<void> {
  const rank = outcomeRank(outcome);
  await db
    .update(transactions)
    .set({ outcome, outcomeRank: rank, updatedAt: sql`now()` })
    .where(sql`${eq(transactions.redemptionId, redemptionId)} and ${transactions.outcomeRank} < ${rank}`);
}

/**
 * The offers answer's write, once per visit and outcome: the offers call is hot and cached, so this instance
 * remembers which visits it already recorded and writes nothing for them again (another instance writes at most
 * once more, and the conflict rule makes that a no-op). Bounded, least recently used first out.
 */
export function offersOutcomeRecorder(max = 50_000) {
  const recorded = new LRUCache<string, true>({ max });
  return async (db: Executor, visit: Visit, outcome: 'Offered' | 'Ineligible'): Promise<void> => {
    const key = `${visit.visitId}:${outcome}`;
    if (recorded.has(key)) return;
    await recordVisitOutcome(db, visit, outcome);
    recorded.set(key, true);
  };
}
