import { describe, expect, it } from 'vitest';
import {
  branchLabel,
  cdfiInvestmentArea,
  mlaLabel,
  monthsLabel,
  nearestBranch,
  promoPayments,
  rateDiscountOf,
  vehicleLabel,
} from './lead-record.ts';

describe('the loan-lead record computed fields', () => {
  it('puts LOW and MODERATE tracts in a CDFI investment area, others not, unknown tracts nowhere', () => {
    expect(cdfiInvestmentArea('LOW')).toBe('Yes');
    expect(cdfiInvestmentArea('MODERATE')).toBe('Yes');
    expect(cdfiInvestmentArea('MIDDLE')).toBe('No');
    expect(cdfiInvestmentArea('UPPER')).toBe('No');
    expect(cdfiInvestmentArea(null)).toBeNull();
  });

  it('labels the MLA cover from the bureau flag', () => {
    expect(mlaLabel(true)).toBe('Covered');
    expect(mlaLabel(false)).toBe('Not covered');
    expect(mlaLabel(null)).toBeNull();
  });

  it('picks the nearest branch, ties by name, ignoring branches of unknown distance', () => {
    const b = (name: string) => ({ name, losBranchReferenceId: null });
    expect(
      nearestBranch([
        { branch: b('Far'), miles: 40 },
        { branch: b('Unknown'), miles: null },
        { branch: b('Near B'), miles: 2.5 },
        { branch: b('Near A'), miles: 2.5 },
      ])?.name,
    ).toBe('Near A');
    expect(nearestBranch([{ branch: b('Unknown'), miles: null }])).toBeNull();
    expect(branchLabel({ name: 'Main Street', losBranchReferenceId: '0042' })).toBe('Main Street (LOS 0042)');
    expect(branchLabel({ name: 'Main Street', losBranchReferenceId: null })).toBe('Main Street');
  });

  it("takes the promotion's rate off the APR, applied only from the promotion's minimum amount", () => {
    const promotion = { apr: '2.99', term: 6, minimum: '5000' };
    expect(rateDiscountOf('7.49', promotion, '8000')).toEqual({ rateDiscount: '4.50', appliedRateDiscount: '4.50' });
    expect(rateDiscountOf('7.49', promotion, '4000')).toEqual({ rateDiscount: '4.50', appliedRateDiscount: '0.00' });
    expect(rateDiscountOf('7.49', undefined, '8000')).toEqual({ rateDiscount: null, appliedRateDiscount: null });
  });

  it('estimates the promotional and after-promotion payments of the accepted loan', () => {
    const promotion = { type: 'INTRODUCTORY_APR' as const, apr: '0', term: 12, minimum: '1000' };
    const paid = promoPayments({ amount: '12000', apr: '6', term: 48, promotion, calculation: 'AMORTIZED' });
    // 0% over 48 months is 250.00; the 9,000 left after 12 payments re-amortized at 6% over 36 months.
    expect(paid.promo).toBe('250.00');
    expect(paid.afterPromo).toBe('273.80');
    expect(promoPayments({ amount: '500', apr: '6', term: 48, promotion, calculation: null })).toEqual({
      promo: null,
      afterPromo: null,
    });
    expect(promoPayments({ amount: '12000', apr: '6', term: 12, promotion, calculation: null }).promo).toBeNull();
  });

  it('describes the vehicle and durations as the lender reads them', () => {
    expect(vehicleLabel({ year: 2019, make: 'Honda', model: 'Civic', trim: 'LX' })).toBe('2019 Honda Civic LX');
    expect(vehicleLabel(null)).toBeNull();
    expect(monthsLabel('40')).toBe('3 years 4 months');
    expect(monthsLabel('12')).toBe('1 year');
    expect(monthsLabel('1')).toBe('1 month');
    expect(monthsLabel('0')).toBe('0 months');
    expect(monthsLabel(undefined)).toBeNull();
    expect(monthsLabel('abc')).toBeNull();
  });
});

describe('the application detail answers', () => {
  it('finds required detail answers missing and malformed ones, and accepts good ones', async () => {
    const { applicationDetailProblems } = await import('../validation/application-details.ts');
    expect(applicationDetailProblems({}, ['selfEmployed', 'mothersMaidenName', 'employer'])).toEqual({
      selfEmployed: 'required',
      mothersMaidenName: 'required',
    });
    expect(
      applicationDetailProblems({ employmentLength: '3 years', occupancyPayment: '1,250', selfEmployed: 'Maybe' }),
    ).toEqual({ employmentLength: 'months', occupancyPayment: 'money', selfEmployed: 'choice' });
    expect(
      applicationDetailProblems(
        { employmentLength: '40', occupancyPayment: '1250.50', selfEmployed: 'No', mothersMaidenName: 'Ortiz' },
        ['selfEmployed', 'mothersMaidenName'],
      ),
    ).toEqual({});
  });
});
