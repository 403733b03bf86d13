import * as v from 'valibot';
import { PAY_FREQUENCIES, REPAYMENT_FREQUENCIES } from '../../domain/catalog/consumer.ts';
import { CREDIT_BUREAUS, INSURANCE_COVERAGES } from '../../domain/catalog/lender.ts';
import { OFFER_CATEGORIES } from '../../domain/catalog/products.ts';
import { TIER_TYPES } from '../../domain/catalog/tiers.ts';
import { callGroup } from '../endpoint.ts';

// The consumer calls the app's entry makes (the signed-in consumer, the offers), apart from the others of
// api/consumer.ts, which re-exports everything here (their operationIds stay `consumer.*`): a module is bundled whole
// into the first chunk that needs it, so the entry would otherwise carry every consumer call's schemas (issue 17).

/** Money and rates are decimal strings. */
export const Money = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'Enter an amount'));
/** An amount the consumer asks for: dollars, with at most two decimals. */
export const RequestedAmount = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount'));
export const consumerOnly = ['consumer'] as const;
/** `:id` of a consumer call's path (an offer, a redemption, a verification session): a uuid, or 'Not found'. */
export const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Not found')) });

export const Address = v.object({
  street: v.string(),
  city: v.string(),
  county: v.nullable(v.string()),
  state: v.string(),
  zipcode: v.string(),
  country: v.string(),
});

export const CampaignSummary = v.object({
  id: v.string(),
  name: v.string(),
  /** UC campaign status (002 §3). */
  status: v.string(),
  /** ISO date the offers stop being valid. */
  expiresAt: v.string(),
});

/** GET /consumers/current (001 §3 Consumer): PII decrypted for its owner, SSN masked to the last four. */
export const Consumer = v.object({
  id: v.string(),
  permId: v.nullable(v.string()),
  embedderConsumerUuid: v.nullable(v.string()),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  suffix: v.nullable(v.string()),
  address: v.nullable(Address),
  /** Masked: ***-**-1234. */
  ssn: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** ISO date. */
  dob: v.nullable(v.string()),
  annualIncome: v.nullable(Money),
  annualHouseholdIncome: v.nullable(Money),
  payFrequency: v.nullable(v.picklist(PAY_FREQUENCIES)),
  /** Once confirmed, income and pay frequency cannot be changed (001 §4). */
  incomeConfirmed: v.boolean(),
  vehicleConfirmed: v.boolean(),
  workflowState: v.array(v.string()),
  pendingRedemptionId: v.nullable(v.string()),
  campaign: v.nullable(CampaignSummary),
});
export type Consumer = v.InferOutput<typeof Consumer>;

export const OfferTermSchema = v.object({
  term: v.optional(v.number()),
  minimum: Money,
  limit: Money,
  apr: Money,
  apy: v.optional(Money),
  promotion: v.optional(v.object({ apr: Money, term: v.number() })),
});

export const EstimatedTermsSchema = v.object({
  estimatedPayment: Money,
  estimatedPaymentFrequency: v.picklist(REPAYMENT_FREQUENCIES),
  estimatedAPR: Money,
  creditLimit: Money,
  creditMinimum: Money,
});

export const AddOn = v.object({ id: v.string(), name: v.string(), productType: v.string() });

/** An offer (001 §3) as the marketplace shows it. */
/** The prescreen opt-out notice an offer of credit carries (domain/compliance/prescreen-notice.ts, decision 0610). */
export const PrescreenNoticeSchema = v.object({
  bureau: v.picklist(CREDIT_BUREAUS),
  /** The catalogue version: reported back with the offer view so the text shown is on record. */
  version: v.string(),
  agencyName: v.string(),
  shortNotice: v.string(),
  longNotice: v.array(v.string()),
});

export const Offer = v.object({
  id: v.string(),
  name: v.string(),
  /** ELIGIBLE or REDACTED. */
  status: v.string(),
  productType: v.string(),
  productCategoryId: v.number(),
  category: v.picklist(OFFER_CATEGORIES),
  /** STANDARD or ADD_ON. */
  offerType: v.string(),
  /** PRESCREEN = pre-approved (firm offer of credit); PREQUAL = prequalified (subject to a full application). */
  tierType: v.picklist(TIER_TYPES),
  tierName: v.string(),
  terms: v.array(OfferTermSchema),
  repaymentFrequency: v.string(),
  paymentCalculation: v.nullable(v.string()),
  /** Card or checking types (REWARDS, CASH_BACK, …; HIGH_YIELD_CHECKING, …) for the type filters. */
  types: v.array(v.string()),
  addOns: v.array(AddOn),
  apy: v.optional(Money),
  financialInstitution: v.object({
    id: v.string(),
    name: v.string(),
    /** Miles from the consumer's address to the nearest branch; absent when unknown. */
    distance: v.optional(v.number()),
    logoUrl: v.nullable(v.string()),
    insuranceCoverage: v.picklist(INSURANCE_COVERAGES),
  }),
  /** Estimated terms at the default amount and term, computed by the server with domain/payments. */
  estimatedTerms: EstimatedTermsSchema,
  /** A one-line disclosure the card shows; the full list is GET …/disclosures. */
  disclosureSummary: v.string(),
  expiresAt: v.string(),
  /**
   * The status of the consumer's live (not cancelled) redemption of this offer: CREATED, PENDING_DOCUMENTS,
   * COMPLETE…; absent while the offer is not redeemed. A redeemed offer starts no new journey.
   */
  redemptionStatus: v.optional(v.string()),
  /** A redirect offer: after redeeming, the lender finishes the application on its own site. */
  redirect: v.optional(v.boolean()),
  /**
   * What the lender's marketplace workflow for this campaign asks of the application (002 §3 marketplace settings):
   * required fields and whether a PO box address is accepted. Absent: the built-in application.
   */
  application: v.optional(v.object({ requiredFields: v.array(v.string()), poBoxAccepted: v.boolean() })),
  /** FCRA §615(d): present on every offer of credit (absent on deposit accounts). */
  prescreenNotice: v.optional(PrescreenNoticeSchema),
});
export type Offer = v.InferOutput<typeof Offer>;

/** The consumer's calls (001 §7): all under /consumers/current, with the consumer session's bearer token. */
export const consumerCall = callGroup({ tags: ['consumer'], access: consumerOnly, path: '/consumers/current' });
/** The consumer's calls of the redeem journey (redemptions, their documents, the application), tagged apart. */
export const redemptionCall = callGroup({ tags: ['redemption'], access: consumerOnly, path: '/consumers/current' });

export const getCurrentConsumer = consumerCall({
  method: 'GET',
  summary: 'The signed-in consumer (SSN masked)',
  response: Consumer,
});

export const listOffers = consumerCall({
  method: 'GET',
  path: '/offers',
  summary: "The consumer's offers in the active campaign, with estimated payments",
  response: v.array(Offer),
});
