import * as v from 'valibot';
import { prescreenNoticeView } from '../domain/compliance/prescreen-notice.ts';
import { prequalRequestSchema } from '../domain/validation/prequal.ts';
import { EstimatedTermsSchema, OfferTermSchema } from './consumer.ts';
import { PrescreenNoticeSchema } from './consumer-parts/entry.ts';
import { endpoint } from './endpoint.ts';

/**
 * The partner API, version 1 (/api/partner/v1): an embedder's server calls it with one of its API keys
 * (`Authorization: Bearer <key>` or `X-Api-Key: <key>`). A revoked, disabled or unknown key is refused (401); each
 * key is rate limited (429 with Retry-After). Breaking changes get a /v2 beside it.
 */
const TAGS = ['partner v1'];

export const PartnerDisclosure = v.object({ title: v.string(), body: v.string() });

/** An offer as a partner sees it: the lender, the product, its tier's terms (APR, limits) and the disclosures. */
export const PartnerOffer = v.object({
  offerId: v.string(),
  lenderName: v.string(),
  productName: v.string(),
  productType: v.string(),
  /** PRESCREEN (pre-approved, a firm offer of credit) or PREQUAL (subject to a full application). */
  tierType: v.string(),
  tierName: v.string(),
  /** Each term of the tier: term in months, minimum, limit, APR (decimal strings). */
  terms: v.array(OfferTermSchema),
  estimatedTerms: EstimatedTermsSchema,
  disclosureSummary: v.string(),
  disclosures: v.array(PartnerDisclosure),
  expiresAt: v.string(),
  /**
   * The prescreen opt-out notice (FCRA §615(d)) you must show with the offer: the short notice beside it, the long
   * notice (paragraphs) one click away. Absent on deposit accounts. Show the exact text: its version is on record.
   */
  prescreenNotice: v.optional(PrescreenNoticeSchema),
});
export type PartnerOffer = v.InferOutput<typeof PartnerOffer>;

export const PrequalAnswer = v.object({
  /** The prequal lead this call made (the embedder's Prequal Leads list shows it). */
  prequalId: v.string(),
  hasOffers: v.boolean(),
  /** The matched consumer's eligible offers; empty when nobody matched or they have none. */
  offers: v.array(PartnerOffer),
});
export type PrequalAnswer = v.InferOutput<typeof PrequalAnswer>;

const EXAMPLE_OFFER: PartnerOffer = {
  offerId: '6f1c2a9e-3b7d-4c51-9e0a-2d8f4b6a1c30',
  lenderName: 'Summit Credit Union',
  productName: 'Summit Auto Loan',
  productType: 'Auto',
  tierType: 'PRESCREEN',
  tierName: 'Tier A',
  terms: [{ term: 60, minimum: '5000', limit: '40000', apr: '5.49' }],
  estimatedTerms: {
    estimatedPayment: '382.06',
    estimatedPaymentFrequency: 'MONTHLY',
    estimatedAPR: '5.49',
    creditLimit: '40000',
    creditMinimum: '5000',
  },
  disclosureSummary: 'APR = Annual Percentage Rate. Rates subject to change.',
  disclosures: [{ title: 'Rate disclosure', body: 'Your rate is based on your credit history…' }],
  expiresAt: '2026-12-31T23:59:59.000Z',
  prescreenNotice: prescreenNoticeView('TRANSUNION'),
};

export const partnerPrequal = endpoint({
  method: 'POST',
  path: '/partner/v1/prequal',
  summary:
    'Submit a consumer; when they are one of your consumers in the current campaign (same last name, zip code and date of birth; SSN last 4 too when sent), answers their eligible offers. Every call is recorded as a prequal lead.',
  tags: TAGS,
  access: 'apiKey',
  body: prequalRequestSchema,
  response: PrequalAnswer,
  examples: {
    request: {
      firstName: 'Maria',
      lastName: 'Garcia',
      address: '18 Aspen Way',
      city: 'Boulder',
      state: 'CO',
      zipcode: '80301',
      dob: '1984-03-12',
      email: 'maria.garcia@example.com',
      phone: '303-555-0101',
      ssnLast4: '1234',
      embedderConsumerUuid: '0b7f5c1e-8d2a-4f3b-9c6d-1a2b3c4d5e6f',
    },
    response: { prequalId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', hasOffers: true, offers: [EXAMPLE_OFFER] },
  },
});

export const partnerGetOffer = endpoint({
  method: 'GET',
  path: '/partner/v1/offers/:offerId',
  summary: 'One offer of one of your consumers (404 for any other offer)',
  tags: TAGS,
  access: 'apiKey',
  params: v.object({ offerId: v.pipe(v.string(), v.uuid('No such offer')) }),
  response: PartnerOffer,
  examples: { response: EXAMPLE_OFFER },
});
