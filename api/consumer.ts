import * as v from 'valibot';
import { PAY_FREQUENCIES, REPAYMENT_FREQUENCIES } from '../domain/catalog/consumer.ts';
import { INSTITUTION_TYPES, INSURANCE_COVERAGES } from '../domain/catalog/lender.ts';
import { OFFER_CATEGORIES } from '../domain/catalog/products.ts';
import { TIER_TYPES } from '../domain/catalog/tiers.ts';
import { MAX_VEHICLE_AGE_YEARS, vehicleYearMessage, vehicleYearSchema } from '../domain/validation/consumer-input.ts';
import { phoneSchema } from '../domain/validation/contact.ts';
import { annualIncomeSchema } from '../domain/validation/income.ts';
import { endpoint } from './endpoint.ts';

/**
 * The consumer's calls of 001 §7, all under /consumers/current with the consumer session's bearer token.
 * Money and rates are decimal strings; SSN is never sent unmasked.
 */
const Money = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'Enter an amount'));
const consumerOnly = ['consumer'] as const;

export const Address = v.object({
  street: v.string(),
  city: v.string(),
  county: v.nullable(v.string()),
  state: v.string(),
  zipcode: v.string(),
  country: v.string(),
});

/** Checked against the current year at validation time (a long-running server crosses new year). */
function isVehicleYearAllowed(year: number): boolean {
  return v.is(vehicleYearSchema(new Date().getUTCFullYear()), year);
}

export const Vehicle = v.object({
  /** 001 §5: vehicle age limited by a maximum (ours: 20 model years; next year's models allowed). */
  year: v.pipe(
    v.number(),
    v.integer(),
    v.check(isVehicleYearAllowed, () => {
      const year = new Date().getUTCFullYear();
      return vehicleYearMessage(year - MAX_VEHICLE_AGE_YEARS, year + 1);
    }),
  ),
  make: v.pipe(v.string(), v.trim(), v.minLength(1, 'Make is required'), v.maxLength(40)),
  model: v.pipe(v.string(), v.trim(), v.minLength(1, 'Model is required'), v.maxLength(40)),
  trim: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  mileage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'Enter a valid mileage'))),
});
export type Vehicle = v.InferOutput<typeof Vehicle>;

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

/** PATCH /consumers/current: the re-evaluable fields (001 §3) and contact details. */
export const ConsumerPatch = v.object({
  annualIncome: v.optional(annualIncomeSchema),
  annualHouseholdIncome: v.optional(annualIncomeSchema),
  payFrequency: v.optional(v.picklist(PAY_FREQUENCIES)),
  /** Marks the stated income and pay frequency as confirmed; they are then fixed. */
  confirmIncome: v.optional(v.boolean()),
  email: v.optional(v.pipe(v.string(), v.trim(), v.email('Enter a valid email address'))),
  /** 001 §5: stored as 555-123-4567 (an optional leading US code 1 dropped). */
  phone: v.optional(phoneSchema),
});
export type ConsumerPatch = v.InferOutput<typeof ConsumerPatch>;

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
});
export type Offer = v.InferOutput<typeof Offer>;

export const Loan = v.object({
  id: v.string(),
  productCategory: v.picklist(OFFER_CATEGORIES),
  lenderName: v.string(),
  estimatedBalance: Money,
  apr: v.nullable(Money),
  monthlyPayment: v.nullable(Money),
  remainingTermMonths: v.nullable(v.number()),
  collateral: v.nullable(Vehicle),
});
export type Loan = v.InferOutput<typeof Loan>;

export const Disclosure = v.object({ id: v.string(), title: v.string(), body: v.string() });
export const Faq = v.object({ id: v.string(), question: v.string(), answer: v.string() });

export const Institution = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(INSTITUTION_TYPES),
  insuranceCoverage: v.picklist(INSURANCE_COVERAGES),
  description: v.nullable(v.string()),
  websiteUrl: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  primaryColor: v.nullable(v.string()),
});

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Not found')) });

export const getCurrentConsumer = endpoint({
  method: 'GET',
  path: '/consumers/current',
  summary: 'The signed-in consumer (SSN masked)',
  tags: ['consumer'],
  access: consumerOnly,
  response: Consumer,
});

export const updateCurrentConsumer = endpoint({
  method: 'PATCH',
  path: '/consumers/current',
  summary: 'Update stated data; offers are re-evaluated when income, pay frequency or vehicle change',
  tags: ['consumer'],
  access: consumerOnly,
  body: ConsumerPatch,
  response: Consumer,
});

export const listOffers = endpoint({
  method: 'GET',
  path: '/consumers/current/offers',
  summary: "The consumer's offers in the active campaign, with estimated payments",
  tags: ['consumer'],
  access: consumerOnly,
  response: v.array(Offer),
});

export const getOffer = endpoint({
  method: 'GET',
  path: '/consumers/current/offers/:id',
  summary: 'One offer',
  tags: ['consumer'],
  access: consumerOnly,
  params: IdParams,
  response: Offer,
});

export const listLoans = endpoint({
  method: 'GET',
  path: '/consumers/current/loans',
  summary: "The consumer's current loans (from the bureau file), optionally of one category",
  tags: ['consumer'],
  access: consumerOnly,
  query: v.object({ productCategory: v.optional(v.picklist(OFFER_CATEGORIES)) }),
  response: v.array(Loan),
});

export const putLoanCollateral = endpoint({
  method: 'PUT',
  path: '/consumers/current/loans/:id/collateral',
  summary: 'Confirm the vehicle securing a loan (auto refinance); offers are re-evaluated',
  tags: ['consumer'],
  access: consumerOnly,
  params: IdParams,
  body: Vehicle,
  response: Loan,
});

export const listOfferDisclosures = endpoint({
  method: 'GET',
  path: '/consumers/current/offers/:id/disclosures',
  summary: "The lender's disclosures for an offer",
  tags: ['consumer'],
  access: consumerOnly,
  params: IdParams,
  response: v.array(Disclosure),
});

export const listOfferFaqs = endpoint({
  method: 'GET',
  path: '/consumers/current/offers/:id/faqs',
  summary: "The lender's FAQs for an offer's product",
  tags: ['consumer'],
  access: consumerOnly,
  params: IdParams,
  response: v.array(Faq),
});

export const getInstitution = endpoint({
  method: 'GET',
  path: '/consumers/current/fis/:id',
  summary: 'A lender the consumer has an offer from',
  tags: ['consumer'],
  access: consumerOnly,
  params: IdParams,
  response: Institution,
});
