import * as v from 'valibot';
import { PAY_FREQUENCIES } from '../domain/catalog/consumer.ts';
import { INSTITUTION_TYPES, INSURANCE_COVERAGES } from '../domain/catalog/lender.ts';
import { phoneSchema } from '../domain/validation/contact.ts';
import { annualIncomeSchema } from '../domain/validation/income.ts';
import { Consumer, consumerCall, IdParams, Offer } from './consumer-parts/entry.ts';
import { Loan, Vehicle } from './consumer-parts/loans.ts';

/**
 * The consumer's calls of 001 §7, all under /consumers/current with the consumer session's bearer token.
 * Money and rates are decimal strings; SSN is never sent unmasked. The calls the entry and the marketplace shell make
 * are declared in consumer-parts/ and re-exported here (issue 17).
 */
export {
  AddOn,
  Address,
  CampaignSummary,
  Consumer,
  EstimatedTermsSchema,
  getCurrentConsumer,
  listOffers,
  Offer,
  OfferTermSchema,
} from './consumer-parts/entry.ts';
export { Loan, listLoans, Vehicle } from './consumer-parts/loans.ts';

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

export const updateCurrentConsumer = consumerCall({
  method: 'PATCH',
  summary: 'Update stated data; offers are re-evaluated when income, pay frequency or vehicle change',
  body: ConsumerPatch,
  response: Consumer,
});

const offer = consumerCall.within('/offers/:id', IdParams);
export const getOffer = offer({ method: 'GET', summary: 'One offer', response: Offer });

export const putLoanCollateral = consumerCall({
  method: 'PUT',
  path: '/loans/:id/collateral',
  summary: 'Confirm the vehicle securing a loan (auto refinance); offers are re-evaluated',
  params: IdParams,
  body: Vehicle,
  response: Loan,
});

export const listOfferDisclosures = offer({
  method: 'GET',
  path: '/disclosures',
  summary: "The lender's disclosures for an offer",
  response: v.array(Disclosure),
});

export const listOfferFaqs = offer({
  method: 'GET',
  path: '/faqs',
  summary: "The lender's FAQs for an offer's product",
  response: v.array(Faq),
});

export const getInstitution = consumerCall({
  method: 'GET',
  path: '/fis/:id',
  summary: 'A lender the consumer has an offer from',
  params: IdParams,
  response: Institution,
});
