import { and, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../db/pool.ts';
import { consumers, identitySessions, stipulationDocuments } from '../db/schema/index.ts';
import type { Tx } from '../http/idempotency.ts';
import { type OfferKey, offerStipulationIds } from './offer-stipulations.ts';

/** How long a passed identity verification lets the consumer redeem; not in the seed, ours (a journey takes minutes). */
export const IDENTITY_VALID_FOR = '2 hours';

/** Whether the consumer passed identity verification lately, as a column expression. */
export const identityVerifiedRecently = (consumerId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${identitySessions} i where i.consumer_id = ${consumerId}
    and i.status = 'PASSED' and i.created_at > now() - ${IDENTITY_VALID_FOR}::interval)`;

/** How many of the offer's requested documents (offer-stipulations.ts) have no upload for it yet. */
export async function missingStipulations(tx: Executor, offer: string | OfferKey): Promise<number> {
  const ids = await offerStipulationIds(tx, offer);
  if (ids.length === 0) return 0;
  const offerId = typeof offer === 'string' ? offer : offer.id;
  const uploaded = await tx
    .select({ id: stipulationDocuments.stipulationId })
    .from(stipulationDocuments)
    .where(and(eq(stipulationDocuments.offerId, offerId), inArray(stipulationDocuments.stipulationId, ids)));
  return ids.length - uploaded.length;
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
