import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../api/consumer.ts';
import { coverageNote } from '../../../ui/offer-card.tsx';
import { estimateAt } from './offer-estimate.ts';

const loan: Offer = {
  id: 'o1',
  name: 'Home Improvement Loan',
  status: 'ELIGIBLE',
  productType: 'Home_Improvement_Loan',
  productCategoryId: 1,
  category: 'HOME_IMPROVEMENT',
  offerType: 'STANDARD',
  tierType: 'PRESCREEN',
  tierName: 'A',
  terms: [
    { term: 24, minimum: '1000', limit: '20000', apr: '7.5' },
    { term: 60, minimum: '5000', limit: '35000', apr: '8.5' },
  ],
  repaymentFrequency: 'MONTHLY',
  paymentCalculation: null,
  types: [],
  addOns: [],
  financialInstitution: { id: 'f', name: 'Harbor Bank', logoUrl: null, insuranceCoverage: 'FDIC' },
  // The server's default estimate: the limit at the default term.
  estimatedTerms: {
    estimatedPayment: '787.00',
    estimatedPaymentFrequency: 'MONTHLY',
    estimatedAPR: '8.5',
    creditLimit: '35000',
    creditMinimum: '5000',
  },
  disclosureSummary: 'Member FDIC.',
  expiresAt: '2026-12-31T00:00:00Z',
};

describe('estimateAt (issue 17: the details page shows what the list showed)', () => {
  it('estimates at the chosen amount and term, not the server default', () => {
    const { estimate, termMonths } = estimateAt(loan, '5000', 24);
    expect(termMonths).toBe(24);
    expect(estimate.estimatedPayment).toBe('225.00');
    expect(estimate.estimatedAPR).toBe('7.5');
  });

  it('says which term it used when the offer has not the chosen one', () => {
    expect(estimateAt(loan, '5000', 36).termMonths).toBe(24);
    expect(estimateAt(loan, '5000', 48).termMonths).toBe(60);
  });

  it('keeps the amount within what the term lends, and the server estimate when nothing is chosen', () => {
    expect(estimateAt(loan, '30000', 24).estimate.creditLimit).toBe('20000');
    expect(estimateAt(loan, undefined, undefined).estimate.estimatedPayment).toBe('787.00');
  });
});

describe('coverageNote', () => {
  it('does not repeat the coverage the disclosure already states', () => {
    expect(coverageNote('Variable APR. Member FDIC.', 'Member FDIC')).toBe('');
    expect(coverageNote('Variable APR.', 'Member FDIC')).toBe(' Member FDIC.');
    expect(coverageNote('Variable APR.', '')).toBe('');
  });
});
