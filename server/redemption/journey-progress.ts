import { and, eq, sql } from 'drizzle-orm';
import type { RedemptionProgress, RedemptionSteps } from '../../api/redemptions.ts';
import { SEALED_DETAIL } from '../../domain/validation/application-details.ts';
import type { Db } from '../db/pool.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { documentSessions, offers, type RedeemJourneyApplication, redeemJourneys } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { identityVerifiedRecently, missingStipulations } from './pending-state.ts';
import { assertRequestedTerms } from './requested-terms.ts';

/*
 * Where a consumer's redeem journey of one offer stands (issue 28 item 5), read from the server's own records: the
 * application kept when it was settled (redeem_journeys), identity verified lately (identity_sessions, the window
 * the redeem call itself requires), a licence scan passed (document_sessions) and the offer's requested documents
 * uploaded (stipulation_documents). The journey continues after what is done; nothing done is asked again.
 */

const offerNotFound = () => new ApiError(404, 'NOT_FOUND', 'We could not find that offer.');

/** The consumer's own offer with its terms, or 404: one consumer never reads or writes another's journey. */
async function ownOffer(db: Db, consumerId: string, offerId: string) {
  const [offer] = await db
    .select({ id: offers.id, terms: offers.terms })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)));
  if (!offer) throw offerNotFound();
  return offer;
}

/**
 * The steps done of one offer's journey. With no application kept (the journey never got past it) nothing counts
 * as done: identity and the scan belong to the consumer, but a journey is only continued once it was started.
 */
export async function stepsDone(
  db: Db,
  consumerId: string,
  offerId: string,
  application: boolean,
): Promise<RedemptionSteps> {
  if (!application) return { application: false, identity: false, licenceScan: false, documents: false };
  const [facts] = await db
    .select({
      identity: identityVerifiedRecently(consumerId),
      licenceScan: sql<boolean>`exists (select 1 from ${documentSessions} d
        where d.consumer_id = ${consumerId} and d.status = 'passed')`,
    })
    .from(sql`(select 1) as one`);
  // Each a fact of its own: the journey (the redemption steps machine) decides which step they lead to.
  return {
    application,
    identity: facts?.identity === true,
    licenceScan: facts?.licenceScan === true,
    documents: (await missingStipulations(db, offerId)) === 0,
  };
}

/** GET …/offers/{id}/redemptions/progress: the kept application (none before it was settled) and the steps done. */
export async function redemptionProgress(db: Db, scope: ConsumerScope, offerId: string): Promise<RedemptionProgress> {
  const { consumerId } = scope;
  await ownOffer(db, consumerId, offerId);
  const [kept] = await db
    .select({ application: redeemJourneys.application })
    .from(redeemJourneys)
    .where(and(eq(redeemJourneys.consumerId, consumerId), eq(redeemJourneys.offerId, offerId)));
  return {
    offerId,
    application: kept?.application ?? null,
    steps: await stepsDone(db, consumerId, offerId, kept !== undefined),
  };
}

/** PUT …/offers/{id}/redemptions/progress: keeps the settled application (its amount within the offer's terms). */
export async function saveRedemptionProgress(
  db: Db,
  scope: ConsumerScope,
  offerId: string,
  given: RedeemJourneyApplication,
): Promise<RedemptionProgress> {
  const { consumerId } = scope;
  const offer = await ownOffer(db, consumerId, offerId);
  assertRequestedTerms(offer.terms, given.amount, given.term);
  // The mother's maiden name is a security answer: never kept in plain here (decision 0702); asked again on return.
  const { [SEALED_DETAIL]: _sealed, ...answers } = given.answers ?? {};
  const application = { ...given, ...(given.answers ? { answers } : {}) };
  await db
    .insert(redeemJourneys)
    .values({ consumerId, offerId, application })
    .onConflictDoUpdate({
      target: [redeemJourneys.consumerId, redeemJourneys.offerId],
      set: { application, updatedAt: sql`now()` },
    });
  return redemptionProgress(db, scope, offerId);
}
