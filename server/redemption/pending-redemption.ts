import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Offer } from '../../api/consumer.ts';
import type { PendingRedemption } from '../../api/redemptions.ts';
import { UPLOAD_LATER_RESERVATION_HOURS } from '../../domain/catalog/limits.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { leadStatusAfter, leadStatusesTaking } from '../../machines/loan-leads/loan-lead-lifecycle.ts';
import {
  type RedemptionEventType,
  type RedemptionStatus,
  redemptionMoves,
  redemptionRefusal,
} from '../../machines/redemption/redemption-lifecycle.ts';
import type { Db } from '../db/pool.ts';
import type { ConsumerAccess } from '../db/queries/consumers.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { auditLog, loanLeads, offers, products, redemptions } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { Tx } from '../http/idempotency.ts';
import type { JobSender } from '../postbacks/outbox.ts';
import { loadOfferView } from '../routes/offer-view.service.ts';
import { recordRedemptionOutcome } from '../transactions/transaction-outcomes.ts';
import { stepsDone } from './journey-progress.ts';
import { clearPendingDocuments, missingStipulations } from './pending-state.ts';
import { emitOfferRedeemed } from './redeemed-event.ts';
import { redemptionFields } from './redemption-fields.ts';
import { assertRequestedTerms } from './requested-terms.ts';

const CANCELLABLE_LEAD_STATUSES = leadStatusesTaking('CANCEL');
const CANCELLED_LEAD_STATUS = leadStatusAfter('CANCEL');

const notFound = () =>
  new ApiError(404, 'OFFER_REDEEMED_NOTFOUND', 'We could not find a redemption waiting for your documents.');

/**
 * The answer: the redemption, the offer it redeems, its add-on ids mapped to the offer's full add-ons, and the
 * steps already done (its application is the redemption's own).
 */
const toPendingView = async (
  db: Db,
  row: typeof redemptions.$inferSelect,
  offer: Offer,
): Promise<PendingRedemption> => ({
  ...redemptionFields(row),
  addOns: offer.addOns.filter((addOn) => row.addOns.includes(addOn.id)),
  offerToRedeem: offer,
  steps: await stepsDone(db, row.consumerId, row.offerId, true),
});

/** The statuses a redemption waits for documents in (it can still be finished): its terms may still change. */
const AWAITING_DOCUMENTS = redemptionMoves.taking('DOCUMENTS_RECEIVED');

/**
 * The consumer's redemption, locked for the change that follows. `event` is the status change asked for (an edit of
 * the terms asks none but needs a redemption still waiting for documents); one its status does not take is refused
 * with the redemptionLifecycle machine's reason (409).
 */
async function lockPending(tx: Tx, consumerId: string, id: string, event?: RedemptionEventType) {
  const [row] = await tx
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.consumerId, consumerId)))
    .for('update');
  if (!row) throw notFound();
  const status = row.status as RedemptionStatus;
  const refusal = event
    ? redemptionMoves.move(status, event)
    : AWAITING_DOCUMENTS.includes(status)
      ? null
      : { refused: redemptionRefusal(status, 'DOCUMENTS_RECEIVED') };
  if (refusal && 'refused' in refusal) throw new ApiError(409, 'VALIDATION_FAILED', refusal.refused);
  return row;
}

/** The pending redemption with the offer it redeems and its add-ons mapped to the offer's full add-ons (001 §3). */
export async function getPendingRedemption(db: Db, access: ConsumerAccess, id: string): Promise<PendingRedemption> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.consumerId, access.consumer.id)));
  // The mailed link names its reservation: once it has run out, say so rather than "not found".
  if (row?.status === 'EXPIRED') {
    throw new ApiError(410, 'OFFERS_EXPIRED', 'This reservation has expired and the offer was released.');
  }
  if (!row || !AWAITING_DOCUMENTS.includes(row.status as RedemptionStatus)) throw notFound();
  const offer = await loadOfferView(db, access, row.offerId);
  if (!offer) throw notFound();
  return toPendingView(db, row, offer);
}

export interface PendingChange {
  amount?: string | undefined;
  term?: number | undefined;
  addOns?: readonly string[] | undefined;
  status?: 'CREATED' | undefined;
}

/**
 * Changes a pending redemption in one transaction. A new amount moves the product's redeemed amount by the
 * difference under the same conditional update as a redemption (a larger amount can never exceed the cap);
 * `status: 'CREATED'` finishes the redemption once every requested document is in, reopening the marketplace.
 */
export async function updatePendingRedemption(
  db: Db,
  access: ConsumerAccess,
  id: string,
  change: PendingChange,
  jobs?: JobSender,
  locale?: Locale,
): Promise<PendingRedemption> {
  const consumerId = access.consumer.id;
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, consumerId, id, change.status ? 'DOCUMENTS_RECEIVED' : undefined);
    const [offer] = await tx.select({ terms: offers.terms }).from(offers).where(eq(offers.id, row.offerId));
    if (change.amount !== undefined || change.term !== undefined) {
      // The amount and term as they will stand, checked together against the offer's own terms.
      if (!offer) throw notFound();
      assertRequestedTerms(offer.terms, change.amount ?? row.amount, change.term ?? row.term);
    }
    if (change.amount !== undefined && change.amount !== row.amount) {
      await moveRedeemedAmount(tx, row.productId, row.amount, change.amount);
    }
    if (change.status === 'CREATED' && (await missingStipulations(tx, row.offerId)) > 0) {
      throw new ApiError(409, 'OFFER_REDEMPTION_STIPS_PENDING', 'Upload the documents your lender asked for first.');
    }
    await tx
      .update(redemptions)
      .set({
        ...(change.amount !== undefined ? { amount: change.amount } : {}),
        ...(change.term !== undefined ? { term: change.term } : {}),
        ...(change.addOns !== undefined ? { addOns: [...change.addOns] } : {}),
        ...(change.status ? { status: redemptionMoves.target('DOCUMENTS_RECEIVED') } : {}),
      })
      .where(eq(redemptions.id, id));
    if (change.status === 'CREATED') {
      await clearPendingDocuments(tx, consumerId);
      await audit(tx, consumerId, id, 'OFFER_REDEMPTION_DOCUMENTS_RECEIVED');
      const finished = { ...row, amount: change.amount ?? row.amount, term: change.term ?? row.term };
      await emitOfferRedeemed(tx, jobs, finished, locale);
      // Settled: the visit that made it Passed (decision 0645), whichever visit uploads the last document.
      await recordRedemptionOutcome(tx, id, 'Passed');
    }
  });
  if (change.status === 'CREATED') {
    // No longer pending: answer it as it now stands.
    const [row] = await db.select().from(redemptions).where(eq(redemptions.id, id));
    const offer = row ? await loadOfferView(db, access, row.offerId) : undefined;
    if (!row || !offer) throw notFound();
    return toPendingView(db, row, offer);
  }
  return getPendingRedemption(db, access, id);
}

/** Releases what a pending redemption took and ends it (CANCELLED or EXPIRED), its loan lead with it. */
async function releasePending(
  tx: Tx,
  row: typeof redemptions.$inferSelect,
  ending: { event: 'CANCEL' | 'EXPIRE'; action: string },
): Promise<void> {
  // The row is locked and its status takes the event (lockPending, or the expiry's conditional select).
  await tx
    .update(redemptions)
    .set({ status: redemptionMoves.target(ending.event) })
    .where(eq(redemptions.id, row.id));
  await tx
    .update(products)
    .set({
      redeemedCount: sql`greatest(${products.redeemedCount} - 1, 0)`,
      redeemedAmount: sql`greatest(${products.redeemedAmount} - ${row.amount}::numeric, 0)`,
    })
    .where(eq(products.id, row.productId));
  // The consumer's CANCEL of the loanLeadLifecycle machine: conditional on the statuses it takes CANCEL from.
  await tx
    .update(loanLeads)
    .set({ status: CANCELLED_LEAD_STATUS })
    .where(and(eq(loanLeads.redemptionId, row.id), inArray(loanLeads.status, CANCELLABLE_LEAD_STATUSES)));
  await clearPendingDocuments(tx, row.consumerId);
  await audit(tx, row.consumerId, row.id, ending.action);
}

/**
 * Releases what the scope's consumer's redemption took and cancels it, its loan lead with it (001 §4 replace a pending
 * redemption).
 */
export async function cancelPendingRedemption(db: Db, scope: ConsumerScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, scope.consumerId, id, 'CANCEL');
    await releasePending(tx, row, { event: 'CANCEL', action: 'OFFER_REDEMPTION_CANCELLED' });
  });
}

/** The statuses a reservation expires from (the job's conditional selects). */
const EXPIRING = redemptionMoves.taking('EXPIRE');

/**
 * Upload later reserves the offer for UPLOAD_LATER_RESERVATION_HOURS (001 §4); a reservation still waiting for
 * documents after that expires: status EXPIRED, the inventory released, the marketplace open again. Each in its
 * own transaction, skipping rows another worker holds, so workers in several processes never release one twice.
 */
export async function expireReservations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_LATER_RESERVATION_HOURS * 3_600_000);
  const due = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(and(inArray(redemptions.status, EXPIRING), lt(redemptions.createdAt, cutoff)));
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(redemptions)
        .where(and(eq(redemptions.id, id), inArray(redemptions.status, EXPIRING)))
        .for('update', { skipLocked: true });
      if (!row) return;
      await releasePending(tx, row, { event: 'EXPIRE', action: 'OFFER_REDEMPTION_EXPIRED' });
      // The journey its visit opened was never finished (decision 0645).
      await recordRedemptionOutcome(tx, row.id, 'Abandoned');
      expired += 1;
    });
  }
  return expired;
}

/** A larger amount is taken conditionally (like a new redemption's); a smaller one gives the difference back. */
async function moveRedeemedAmount(tx: Tx, productId: string, from: string, to: string): Promise<void> {
  const delta = sql`(${to}::numeric - ${from}::numeric)`;
  const moved = await tx
    .update(products)
    .set({ redeemedAmount: sql`${products.redeemedAmount} + ${delta}` })
    .where(
      and(
        eq(products.id, productId),
        sql`(${products.redeemLimitAmount} is null or ${products.redeemedAmount} + ${delta} <= ${products.redeemLimitAmount})`,
      ),
    )
    .returning({ id: products.id });
  if (moved.length === 0) {
    throw new ApiError(409, 'OFFER_PRODUCT_NOT_FOUND', 'This offer cannot be redeemed for that amount any more.');
  }
}

async function audit(tx: Tx, consumerId: string, redemptionId: string, action: string): Promise<void> {
  await tx.insert(auditLog).values({
    category: 'LOAN_LEADS',
    action,
    actorId: consumerId,
    actorRealm: 'consumer',
    entityType: 'redemption',
    entityId: redemptionId,
  });
}
