import type { MarketplaceOffer, OfferTerm } from './offer.ts';

/** Builds an offer for tests with sensible defaults. */
export const makeOffer = (overrides: Partial<MarketplaceOffer> & { id: string }): MarketplaceOffer => ({
  name: `Offer ${overrides.id}`,
  status: 'ELIGIBLE',
  productType: 'New_Auto',
  terms: [],
  financialInstitution: { name: 'Lender' },
  estimatedTerms: {
    estimatedPayment: '0',
    estimatedPaymentFrequency: 'MONTHLY',
    estimatedAPR: '0',
    creditLimit: '0',
    creditMinimum: '0',
  },
  ...overrides,
});

export const makeTerm = (minimum: string, limit: string, term = 60, apr = '5'): OfferTerm => ({
  term,
  minimum,
  limit,
  apr,
});
