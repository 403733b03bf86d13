import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATED_TERMS, estimateTerms } from './estimated-terms.ts';

describe('estimateTerms', () => {
  it('defaults to all zeros, MONTHLY', () => {
    expect(DEFAULT_ESTIMATED_TERMS).toEqual({
      estimatedPayment: '0',
      estimatedPaymentFrequency: 'MONTHLY',
      estimatedAPR: '0',
      creditLimit: '0',
      creditMinimum: '0',
    });
  });

  it('estimates the payment for the requested amount at the resolved frequency', () => {
    expect(
      estimateTerms({
        offerTerm: { term: 60, minimum: '5000', limit: '30000', apr: '6.00' },
        amount: '20000',
        repaymentFrequency: 'MONTHLY',
      }),
    ).toEqual({
      estimatedPayment: '386.66',
      estimatedPaymentFrequency: 'MONTHLY',
      estimatedAPR: '6',
      creditLimit: '30000',
      creditMinimum: '5000',
    });
  });

  it('uses the limit when no amount is requested and the consumer pay frequency for PAY_FREQUENCY', () => {
    const estimate = estimateTerms({
      offerTerm: { term: 12, minimum: 100, limit: 2600, apr: 0 },
      repaymentFrequency: 'PAY_FREQUENCY',
      payFrequency: 'BI_WEEKLY',
    });
    expect(estimate.estimatedPaymentFrequency).toBe('BI_WEEKLY');
    expect(estimate.estimatedPayment).toBe('100.00');
  });

  it('has no payment without a fixed term (cards, lines of credit)', () => {
    const estimate = estimateTerms({ offerTerm: { minimum: '500', limit: '5000', apr: '19.99' } });
    expect(estimate.estimatedPayment).toBe('0');
    expect(estimate.estimatedAPR).toBe('19.99');
    expect(estimateTerms({ offerTerm: { term: 0, minimum: '0', limit: '1', apr: '1' } }).estimatedPayment).toBe('0');
  });

  it('passes the calculation type through', () => {
    expect(() =>
      estimateTerms({ offerTerm: { term: 12, minimum: 1, limit: 2, apr: 1 }, paymentCalculation: 'UNKNOWN' }),
    ).toThrow('Unsupported calculation type');
  });
});
