import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import { consumers, identitySessions, stipulationDocuments, stipulations } from '../db/schema/index.ts';
import type { Tx } from '../http/idempotency.ts';

/** The same count as a column expression, for a query that reads the offer anyway. */
export const missingStipulationsOf = (offerId: AnyColumn, productId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${stipulations} s where s.product_id = ${productId} and not exists (
    select 1 from ${stipulationDocuments} d where d.stipulation_id = s.id and d.offer_id = ${offerId}))`;

/** How long a passed identity verification lets the consumer redeem; not in the seed, ours (a journey takes minutes). */
export const IDENTITY_VALID_FOR = '2 hours';

/** Whether the consumer passed identity verification lately, as a column expression. */
export const identityVerifiedRecently = (consumerId: string) =>
  sql<boolean>`exists (select 1 from ${identitySessions} i where i.consumer_id = ${consumerId}
    and i.status = 'PASSED' and i.created_at > now() - ${IDENTITY_VALID_FOR}::interval)`;

/** How many of the product's requested documents have no upload for this offer yet. */
export async function missingStipulations(tx: Tx, productId: string, offerId: string): Promise<number> {
  const [row] = await tx
    .select({ missing: sql<number>`count(*)::int` })
    .from(stipulations)
    .leftJoin(
      stipulationDocuments,
      and(eq(stipulationDocuments.stipulationId, stipulations.id), eq(stipulationDocuments.offerId, offerId)),
    )
    .where(and(eq(stipulations.productId, productId), sql`${stipulationDocuments.id} is null`));
  return row?.missing ?? 0;
}

/**
 * The consumer's journey waits for documents (001 §4): the pending redemption is remembered and PENDING_DOCUMENTS
 * joins the workflow state, which blocks the marketplace until the documents come or the redemption is replaced.
 */
export async function markPendingDocuments(tx: Tx, consumerId: string, redemptionId: string): Promise<void> {
  await tx
    .update(consumers)
    .set({
      pendingRedemptionId: redemptionId,
      workflowState: sql`array_append(array_remove(${consumers.workflowState}, 'PENDING_DOCUMENTS'), 'PENDING_DOCUMENTS')`,
    })
    .where(eq(consumers.id, consumerId));
}

/** The documents arrived or the redemption was cancelled: the marketplace is open again. */
export async function clearPendingDocuments(tx: Tx, consumerId: string): Promise<void> {
  await tx
    .update(consumers)
    .set({
      pendingRedemptionId: null,
      workflowState: sql`array_remove(${consumers.workflowState}, 'PENDING_DOCUMENTS')`,
    })
    .where(eq(consumers.id, consumerId));
}
