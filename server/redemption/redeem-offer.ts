import { and, eq, type SQL, sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { TierTerm } from '../../domain/engine/engine-types.ts';
import { formatPercent } from '../../domain/format/money.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { workflowForProduct } from '../../domain/marketplace/redeem-application.ts';
import { Money } from '../../domain/payments/decimal.ts';
import type { ApplicationDetailField } from '../../domain/validation/application-details.ts';
import type { Workflow } from '../../domain/validation/workflow.ts';
import { type RedemptionStatus, redeemedStatus } from '../../machines/redemption/redemption-lifecycle.ts';
import { type Db, type Executor, onOneConnection, transactionEndingWith } from '../db/pool.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { reusableStatement } from '../db/reusable-statement.ts';
import {
  marketplaceSettings,
  offers,
  products,
  redemptions,
  stipulationCatalogue,
  stipulations,
  ucCampaigns,
} from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import {
  assertIdempotencyKey,
  idempotencyKeyClaimed,
  type StoredAnswer,
  type Tx,
  withIdempotency,
} from '../http/idempotency.ts';
import { queueNotification } from '../notifications/notification-jobs.ts';
import { assertCampaignOffersLive } from '../offers/offers-live.ts';
import { type JobSender, type ListeningEndpoint, listeningEndpointColumn } from '../postbacks/outbox.ts';
import { keptDetails } from './application-details.ts';
import { identityVerifiedRecently, markPendingDocuments, missingStipulations } from './pending-state.ts';
import { emitOfferRedeemed } from './redeemed-event.ts';
import { redemptionFields } from './redemption-fields.ts';
import { writeRedemptionRecords } from './redemption-records.ts';
import { assertRequestedTerms } from './requested-terms.ts';
import { assertWorkflowRequirements } from './workflow-requirements.ts';

export interface RedeemRequest {
  consumerId: string;
  offerId: string;
  /** Requested amount (decimal string): must lie within one of the offer's terms. */
  amount: string;
  term?: number | undefined;
  redeemType?: 'STANDARD' | 'ADD_ON' | undefined;
  addOns?: readonly string[] | undefined;
  /** Redeem now and upload the requested documents later: the offer is reserved as PENDING_DOCUMENTS. */
  uploadLater?: boolean | undefined;
  /** The APR the consumer was shown; a different current rate is RATE_CHANGED. */
  apr?: string | undefined;
  idempotencyKey?: string | undefined;
  /** pg-boss, to queue the redemption's postback in its transaction (absent in tests: the delivery row only). */
  jobs?: JobSender | undefined;
  /** The application's answers (contact preference, ID type, occupancy, property type), validated by the api. */
  contactPreference?: string | undefined;
  idType?: string | undefined;
  occupancy?: string | undefined;
  propertyType?: string | undefined;
  salesOrderNumber?: string | undefined;
  /** Work, home, purpose and mother's maiden name (application-details.ts keeps them). */
  details?: Partial<Record<ApplicationDetailField, string | undefined>> | undefined;
  /** Opens the consumer's address for the lender workflow's PO box rule (absent: the rule is not checked). */
  encryptionKey?: Buffer | undefined;
  /** The consumer's language, for the loan-certificate notice the redemption queues (English when absent). */
  locale?: Locale | undefined;
}

export interface Redemption {
  id: string;
  offerId: string;
  status: string;
  amount: string;
  term: number | null;
  redeemType: string;
  certificateNumber: string;
  loanLeadId: string;
  redirect: boolean;
}

const UNIQUE_VIOLATION = '23505';
/** Drizzle wraps the driver's error (DrizzleQueryError) with the Postgres error as its cause. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === UNIQUE_VIOLATION || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * Takes one unit (and the amount) of the product's redeem inventory, or fails the transaction when its limits leave
 * no room (take_redeem_inventory, migration 0052: one conditional UPDATE, so concurrent redemptions can never
 * oversell, whatever their interleaving; never read-then-write). Sent with the COMMIT (transactionEndingWith): the
 * product row every redemption of it contends for stays locked for the commit alone. Values as literals: a simple
 * query of two statements takes no parameters. Its one column says whether this took the last of the limit.
 */
const inventoryTake = (productId: string, amount: string) =>
  `select take_redeem_inventory(${escapeLiteral(productId)}::uuid, ${escapeLiteral(amount)}::numeric) as reached`;
/** The function's refusal: no room left under the limits. */
const isLimitReached = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === 'P0001' && error.message === 'REDEEM_LIMIT_REACHED';

/**
 * 001 §8 RATE_CHANGED: the offer's terms were re-evaluated after the consumer saw them. The consumer confirms the
 * new rate (the answer names it) and redeems again with it; nobody redeems at a rate they were not shown.
 */
function assertRateUnchanged(terms: readonly TierTerm[], request: Pick<RedeemRequest, 'apr' | 'term'>): void {
  if (request.apr === undefined) return;
  const term = terms.find((t) => (t.term || null) === (request.term ?? null)) ?? terms[0];
  if (!term || new Money(term.apr).eq(new Money(request.apr))) return;
  throw new ApiError(409, 'RATE_CHANGED', `The rate for this offer is now ${formatPercent(term.apr)} APR.`);
}

/**
 * The consumer's offer with everything the redemption's first refusals read, in one round trip: its product and
 * campaign, whether identity was verified, the lender's workflows, whether the product is sold out, and the
 * consumer's live redemptions that stand in the way (this offer's, or one waiting for documents). Built once (reusableStatement): every attempt
 * asks it, the refused ones of a sold-out product nothing else.
 */
const redeemableOfferStatement = reusableStatement('redeemable_offer', (db) => {
  const consumerId = sql.placeholder('consumerId');
  const offerId = sql.placeholder('offerId');
  const live = sql`${redemptions.consumerId} = ${consumerId} and ${redemptions.status} <> 'CANCELLED'`;
  const soldOut = sql`(${products.redeemLimitCount} is not null and ${products.redeemedCount} >= ${products.redeemLimitCount})
    or (${products.redeemLimitAmount} is not null and ${products.redeemedAmount} + ${sql.placeholder('amount')}::numeric > ${products.redeemLimitAmount})`;
  // What only a redemption that goes on reads: not worked out for the attempts a sold-out product turns away (most
  // of a burst's), which CASE spares.
  const unlessSoldOut = <T>(value: SQL, otherwise: SQL) =>
    sql<T>`case when ${soldOut} then ${otherwise} else ${value} end`;
  return db
    .select({
      id: offers.id,
      status: offers.status,
      terms: offers.terms,
      productId: products.id,
      fiId: products.fiId,
      campaignId: offers.campaignId,
      campaign: { status: ucCampaigns.status, startsAt: ucCampaigns.startsAt, expiresAt: ucCampaigns.expiresAt },
      productType: products.productType,
      redirectUrl: products.redirectUrl,
      verified: identityVerifiedRecently(consumerId),
      // The lender's marketplace workflows for the campaign, oldest first (the list workflowsOf reads for the
      // marketplace): the requirements they add are refusals too.
      workflows: unlessSoldOut<Workflow[]>(
        sql`coalesce((select json_agg(${marketplaceSettings.settings}
        order by ${marketplaceSettings.createdAt}, ${marketplaceSettings.id}) from ${marketplaceSettings}
        where ${marketplaceSettings.ucCampaignId} = ${offers.campaignId} and ${marketplaceSettings.fiId} = ${products.fiId}), '[]'::json)`,
        sql`'[]'::json`,
      ),
      // Read without a lock: only to turn away attempts at a product already sold out before they write
      // anything. The conditional update at the end is what keeps the limits.
      soldOut: sql<boolean>`${soldOut}`,
      // Whether the offer can ask for documents at all: the product's own stipulations, or catalogue ones by rule.
      // Most ask none, and then the redemption reads nothing more about documents.
      asksDocuments: unlessSoldOut<boolean>(
        sql`exists (select 1 from ${stipulations} where ${stipulations.productId} = ${products.id})
        or exists (select 1 from ${stipulationCatalogue} where ${stipulationCatalogue.status} = 'ACTIVE'
          and ${stipulationCatalogue.rule} is not null)`,
        sql`false`,
      ),
      // Who hears of the redemption (its postback), read here rather than in the transaction.
      endpoint: unlessSoldOut<ListeningEndpoint | null>(
        listeningEndpointColumn('offer.redeemed', consumerId),
        sql`null`,
      ),
      redeemed: sql<boolean>`exists (select 1 from ${redemptions} where ${live} and ${redemptions.offerId} = ${offerId})`,
      pendingDocuments: sql<boolean>`exists (select 1 from ${redemptions} where ${live} and ${redemptions.status} = 'PENDING_DOCUMENTS')`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, offers.campaignId))
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)));
});

async function loadRedeemableOffer(db: Executor, request: RedeemRequest) {
  const [offer] = await redeemableOfferStatement(db).execute({
    consumerId: request.consumerId,
    offerId: request.offerId,
    amount: request.amount,
  });
  return offer;
}

type LoadedOffer = Awaited<ReturnType<typeof loadRedeemableOffer>>;
type RedeemableOffer = NonNullable<LoadedOffer>;

/**
 * The refusals read from the offer's row, in the order the journey meets them: the offer live (ELIGIBLE, inside its
 * campaign's offers period), no live redemption of it nor one waiting for documents, identity verified, not sold out.
 */
function assertRedeemable(offer: LoadedOffer): asserts offer is RedeemableOffer {
  if (offer?.status !== 'ELIGIBLE') {
    throw new ApiError(404, 'OFFER_PRODUCT_NOT_FOUND', 'This offer is no longer available.');
  }
  // Only inside the active offers period of an activated campaign (a scheduled activation sells nothing early).
  assertCampaignOffersLive(offer.campaign, new Date());
  if (offer.redeemed) throw alreadyRedeemed();
  // One journey at a time: a redemption waiting for documents must be continued or replaced first.
  if (offer.pendingDocuments) {
    throw new ApiError(
      409,
      'OFFER_REDEMPTION_PENDING',
      'You have an offer waiting for documents. Continue or replace it.',
    );
  }
  // Identity first (001 §4 experience stages): no redemption without a passed verification of this consumer.
  if (!offer.verified) {
    throw new ApiError(403, 'IDV_VALIDATION_FAILED', 'Verify your identity before redeeming this offer.');
  }
  if (offer.soldOut) throw soldOut(offer.productId);
}

/**
 * Everything the consumer must have done before this redemption, in the order the journey asks for it; returns the
 * redemption's status (PENDING_DOCUMENTS when documents are still to come and the consumer uploads them later).
 */
async function checkRedemption(tx: Tx, request: RedeemRequest, offer: RedeemableOffer): Promise<RedemptionStatus> {
  // The lender's marketplace workflow for this campaign may ask for more (required fields, no PO box).
  await assertWorkflowRequirements(tx, {
    workflow: workflowForProduct(offer.workflows, offer.productType) ?? null,
    consumerId: request.consumerId,
    answers: request,
    encryptionKey: request.encryptionKey,
  });
  const missing = offer.asksDocuments ? await missingStipulations(tx, { ...offer, consumerId: request.consumerId }) : 0;
  if (missing > 0 && !request.uploadLater) {
    throw new ApiError(409, 'OFFER_REDEMPTION_STIPS_PENDING', 'Upload the documents your lender asked for first.');
  }
  assertRequestedTerms(offer.terms, request.amount, request.term);
  assertRateUnchanged(offer.terms, request);
  return redeemedStatus(missing > 0);
}

/** The redemption and its records (redemption-records.ts), with the application's answers as the lender keeps them. */
async function insertRedemption(tx: Tx, request: RedeemRequest, offer: RedeemableOffer, status: RedemptionStatus) {
  return await writeRedemptionRecords(tx, {
    consumerId: request.consumerId,
    offer,
    status,
    redeemType: request.redeemType ?? 'STANDARD',
    amount: request.amount,
    term: request.term ?? null,
    addOns: [...(request.addOns ?? [])],
    application: {
      ...applicationAnswers(request),
      ...(await keptDetails(tx, {
        fiId: offer.fiId,
        details: request.details ?? {},
        encryptionKey: request.encryptionKey,
      })),
    },
  });
}

/** What follows a redemption in its transaction: the pending state, the postback. */
async function recordRedemption(
  tx: Tx,
  request: RedeemRequest,
  offer: RedeemableOffer,
  row: typeof redemptions.$inferSelect,
): Promise<void> {
  if (row.status === 'PENDING_DOCUMENTS') await markPendingDocuments(tx, request.consumerId, row.id);
  // A redemption needing no documents is complete now: its embedder's postback goes out with this commit.
  if (row.status === 'CREATED') await emitOfferRedeemed(tx, request.jobs, row, request.locale, offer.endpoint);
}

/** The redemption, from the offer's check to its records, inside the idempotent transaction (the inventory follows). */
async function redeemInTransaction(
  tx: Tx,
  request: RedeemRequest,
  offer: RedeemableOffer,
): Promise<{ status: number; body: Redemption }> {
  const status = await checkRedemption(tx, request, offer);
  const { row, leadId } = await insertRedemption(tx, request, offer, status);
  await recordRedemption(tx, request, offer, row);
  return {
    status: 201,
    body: {
      ...redemptionFields(row),
      loanLeadId: leadId,
      redirect: offer.redirectUrl !== null,
    },
  };
}

/**
 * Redeems an offer in one transaction (ARCHITECTURE "Redemption is one transaction"): the consumer's live offer,
 * no earlier live redemption of it, the amount within the offer, the inventory taken conditionally, the redemption
 * and its loan lead written, an audit row — all or nothing. An Idempotency-Key makes a retry return the first answer.
 * By the consumer's id, unscoped on purpose: the engine's tests, the benchmark and the partner tests redeem for a
 * consumer they name; the consumer's own call goes through `redeemOwnOffer`.
 */
export async function redeemOffer(db: Db, request: RedeemRequest): Promise<StoredAnswer<Redemption>> {
  const idempotency = {
    key: request.idempotencyKey,
    principal: `consumer:${request.consumerId}`,
    method: 'POST',
    path: `/consumers/current/offers/${request.offerId}/redemptions`,
    body: {
      amount: request.amount,
      term: request.term,
      redeemType: request.redeemType,
      addOns: request.addOns,
      uploadLater: request.uploadLater,
      apr: request.apr,
    },
  };
  const redeem = async (connection: Executor) => {
    // The offer is read on the transaction's connection just before its BEGIN: a refused attempt (most of them, once
    // a product sells out) is one round trip, not BEGIN, read and ROLLBACK. A refused retry of a claimed
    // Idempotency-Key goes on, so its first answer is replayed.
    assertIdempotencyKey(idempotency.key);
    const offer = await loadRedeemableOffer(connection, request);
    try {
      assertRedeemable(offer);
    } catch (error) {
      if (!(await idempotencyKeyClaimed(connection, idempotency))) throw error;
    }
    // The inventory is taken by the statement that travels with the COMMIT, and only when the work ran (a replayed
    // answer takes nothing).
    let taking: string | undefined;
    let reached = false;
    const answer = await withIdempotency<Redemption>(
      connection,
      idempotency,
      async (tx) => {
        // Read just before BEGIN; asked again for a claimed Idempotency-Key's retry that replays nothing.
        assertRedeemable(offer);
        const redeemed = await redeemInTransaction(tx, request, offer);
        taking = inventoryTake(offer.productId, request.amount);
        return redeemed;
      },
      async (executor, body) => {
        // withIdempotency's statements run on the attempt's own connection between BEGIN and the closing COMMIT: all
        // it asks of its `tx` (it opens no nested transaction).
        const ended = await transactionEndingWith(
          executor,
          (tx) => body(tx as Tx),
          () => taking,
        ).catch((error: unknown) => {
          throw isLimitReached(error) && offer ? soldOut(offer.productId) : error;
        });
        reached = ended.lastRows[0]?.reached === true;
        return ended.value;
      },
    );
    // This redemption took the product's last unit: the lender hears of it now that it is committed (000 §4; the
    // job sends one notice per limit). The redemption stands whatever happens to the notice.
    if (reached && offer) {
      await queueNotification(request.jobs, { kind: 'REDEMPTION_LIMIT_EXCEEDED', productId: offer.productId }).catch(
        () => undefined,
      );
    }
    return answer;
  };
  return await onOneConnection(db, redeem).catch(async (error: unknown) => {
    // Two attempts on the same offer at once: the partial unique index lets only one commit.
    if (isUniqueViolation(error)) throw alreadyRedeemed();
    // Refused for the redeem limit: rolled back, yet the lender is told (once per limit: the job checks). The
    // consumer's answer is the refusal whatever happens to the notice, so a queue failure is not theirs to see.
    if (error instanceof SoldOut) await queueNotification(request.jobs, error.notice).catch(() => undefined);
    throw error;
  });
}

/** The product's redeem limit (count or amount) leaves no room for this redemption; the lender's notice to queue. */
class SoldOut extends ApiError {
  readonly notice;
  constructor(productId: string) {
    super(409, 'OFFER_PRODUCT_NOT_FOUND', 'This offer has been fully redeemed and is no longer available.');
    this.notice = { kind: 'REDEMPTION_LIMIT_EXCEEDED', productId } as const;
  }
}
const soldOut = (productId: string): ApiError => new SoldOut(productId);

/** A second redemption of the same offer, whether the first is finished or still in progress. */
function alreadyRedeemed(): ApiError {
  return new ApiError(409, 'OFFER_ALREADY_REDEEMED', 'You have already redeemed this offer.');
}

/** The application's answers the consumer gave (001 §3), kept with the redemption for the lender. */
function applicationAnswers(request: Partial<Record<(typeof APPLICATION_ANSWERS)[number], string | undefined>>) {
  return Object.fromEntries(
    APPLICATION_ANSWERS.flatMap((name) => (request[name] === undefined ? [] : [[name, request[name]]])),
  );
}

const APPLICATION_ANSWERS = ['contactPreference', 'idType', 'occupancy', 'propertyType', 'salesOrderNumber'] as const;

/** The scope's consumer redeems one of their own offers (the consumer's call): redeemOffer for the scope's consumer. */
export const redeemOwnOffer = (db: Db, scope: ConsumerScope, request: Omit<RedeemRequest, 'consumerId'>) =>
  redeemOffer(db, { ...request, consumerId: scope.consumerId });
