import * as v from 'valibot';
import { CONTACT_PREFERENCES, ID_TYPES, OCCUPANCY_TYPES, PROPERTY_TYPES } from '../domain/catalog/consumer.ts';
import { REDEEM_TYPES } from '../domain/catalog/statuses.ts';
import { APPLICATION_DETAIL_FIELDS, applicationDetailEntries } from '../domain/validation/application-details.ts';
import { salesOrderNumberSchema } from '../domain/validation/consumer-input.ts';
import { AddOn, Offer } from './consumer.ts';
import { IdParams, RequestedAmount, redemptionCall } from './consumer-parts/entry.ts';

const RequestedTerm = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(360));

/** POST /consumers/current/offers/{id}/redemptions (001 §7). Send an Idempotency-Key header to make retries safe. */
export const RedemptionRequest = v.object({
  amount: RequestedAmount,
  term: v.optional(RequestedTerm),
  redeemType: v.optional(v.picklist(REDEEM_TYPES)),
  addOns: v.optional(v.array(v.string())),
  /** Redeem now, send the requested documents later: the offer is reserved as PENDING_DOCUMENTS (001 §4). */
  uploadLater: v.optional(v.boolean()),
  /** The APR the consumer was shown for the term; when the offer's rate has changed since, RATE_CHANGED (409). */
  apr: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'Enter a rate'))),
  /** The application's own questions (001 §3): how the lender may reach the consumer, and the ID they hold. */
  contactPreference: v.optional(v.picklist(CONTACT_PREFERENCES, 'Choose how the lender may contact you')),
  idType: v.optional(v.picklist(ID_TYPES, 'Choose your ID type')),
  /** Asked for home loans: how the consumer occupies the home, and what kind of property it is. */
  occupancy: v.optional(v.picklist(OCCUPANCY_TYPES, 'Choose how you occupy the home')),
  propertyType: v.optional(v.picklist(PROPERTY_TYPES, 'Choose the property type')),
  /** A vehicle bought from a dealer: the dealer's sales order number, when the consumer has one (001 §5). */
  salesOrderNumber: v.optional(salesOrderNumberSchema()),
  /** Work, home, purpose and (where the lender's workflow asks) mother's maiden name: the lead record's fields. */
  ...applicationDetailEntries,
});

/** The application's answers a redemption may carry (each checked against its catalogue). */
export type ApplicationAnswers = Pick<
  v.InferOutput<typeof RedemptionRequest>,
  | 'contactPreference'
  | 'idType'
  | 'occupancy'
  | 'propertyType'
  | 'salesOrderNumber'
  | (typeof APPLICATION_DETAIL_FIELDS)[number]
>;

/** What every answer about a redemption carries. */
const REDEMPTION_FIELDS = {
  id: v.string(),
  offerId: v.string(),
  /** Redeem status (001 §3): CREATED, PENDING_DOCUMENTS, COMPLETE, CANCELLED, EXPIRED. */
  status: v.string(),
  amount: v.string(),
  term: v.nullable(v.number()),
  redeemType: v.string(),
  /** The number printed on the certificate (OW- and eight digits, unique: issue 29). */
  certificateNumber: v.string(),
};

export const Redemption = v.object({
  ...REDEMPTION_FIELDS,
  loanLeadId: v.string(),
  /** A redirect offer: the lender takes the application on its site (POST …/integrations/redirect gives the URL). */
  redirect: v.boolean(),
});

/** `:id` names the offer, or the pending redemption. */
const offerRedemptions = redemptionCall.within('/offers/:id/redemptions', IdParams);
const pending = redemptionCall.within('/redemptions/pending/:id', IdParams);
const progress = offerRedemptions.within('/progress');

export const createRedemption = offerRedemptions({
  method: 'POST',
  summary: 'Redeem an offer (one transaction; redeem limits can never be exceeded; Idempotency-Key supported)',
  body: RedemptionRequest,
  response: Redemption,
  status: 201,
});

/**
 * Which of the journey's steps the server holds as done (issue 28 item 5): the application settled, identity
 * verified lately (the redeem call's own window), a licence scan passed, every requested document uploaded. A journey
 * opened again continues after them rather than asking for them again.
 */
export const RedemptionSteps = v.object({
  application: v.boolean(),
  identity: v.boolean(),
  licenceScan: v.boolean(),
  documents: v.boolean(),
});
export type RedemptionSteps = v.InferOutput<typeof RedemptionSteps>;

/** A redemption waiting for documents (001 §3): the offer it redeems and its add-ons in full. */
export const PendingRedemption = v.object({
  ...REDEMPTION_FIELDS,
  addOns: v.array(AddOn),
  offerToRedeem: Offer,
  /** The steps already done: continuing it asks for none of them again. */
  steps: RedemptionSteps,
});
export type PendingRedemption = v.InferOutput<typeof PendingRedemption>;

/** The pending redemption, including its id (001 §7); `status: 'CREATED'` finishes it once the documents are in. */
export const PendingRedemptionPatch = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid('Not found'))),
  amount: v.optional(RequestedAmount),
  term: v.optional(RequestedTerm),
  addOns: v.optional(v.array(v.string())),
  status: v.optional(v.picklist(['CREATED'])),
});

export const getPendingRedemption = pending({
  method: 'GET',
  summary: 'The redemption waiting for documents',
  response: PendingRedemption,
});

export const updatePendingRedemption = pending({
  method: 'PATCH',
  summary: 'Change the amount, term or add-ons of a pending redemption, or finish it once the documents are in',
  body: PendingRedemptionPatch,
  response: PendingRedemption,
});

export const cancelPendingRedemption = pending({
  method: 'DELETE',
  summary: 'Cancel a pending redemption (the offer is released; the marketplace opens again)',
  response: v.object({}),
  status: 204,
});

/** The lender's page for a redirect offer, carrying the loan lead so the lender can pick the application up. */
export const redirectToLender = redemptionCall({
  method: 'POST',
  path: '/offers/redemptions/integrations/redirect',
  summary: "The lender's application page for a redeemed redirect offer",
  body: v.object({ redemptionId: v.pipe(v.string(), v.uuid('Not found')) }),
  response: v.object({ url: v.string() }),
});

/** The application a journey settled on (RedeemApplication): kept by the server so a journey opened again has it. */
export const JourneyApplication = v.object({
  amount: RequestedAmount,
  term: v.nullable(RequestedTerm),
  addOns: v.array(v.string()),
  answers: v.optional(
    v.record(
      v.picklist([
        'contactPreference',
        'idType',
        'occupancy',
        'propertyType',
        'salesOrderNumber',
        ...APPLICATION_DETAIL_FIELDS,
      ]),
      v.pipe(v.string(), v.maxLength(100)),
    ),
  ),
});

/** Where the consumer's journey of one offer stands: its application (none before it is settled) and its steps. */
export const RedemptionProgress = v.object({
  offerId: v.string(),
  application: v.nullable(JourneyApplication),
  steps: RedemptionSteps,
});
export type RedemptionProgress = v.InferOutput<typeof RedemptionProgress>;

export const getRedemptionProgress = progress({
  method: 'GET',
  summary: "Where the consumer's redeem journey of this offer stands: its application and the steps already done",
  response: RedemptionProgress,
});

export const saveRedemptionProgress = progress({
  method: 'PUT',
  summary: "Keep the application of this offer's redeem journey (the journey continues from it when opened again)",
  body: v.object({ application: JourneyApplication }),
  response: RedemptionProgress,
});
