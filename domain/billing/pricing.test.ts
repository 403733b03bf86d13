import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  type BillableRedeem,
  computeInvoice,
  INVOICE_ERRORS,
  type PricingModelFields,
  pricingModelSchema,
  tierProblem,
} from './pricing.ts';

/** Independent arithmetic: prices as integer cents, written apart from the Money code under test. */
const cents = (price: string) => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const asMoney = (total: number) => `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;

const redeems = (count: number, product = 'New Auto Loan', category = 'AUTO'): BillableRedeem[] =>
  Array.from({ length: count }, () => ({ productName: product, category }));
const base = { discountThreshold: null, productPrices: [], tiers: [] };

describe('computeInvoice, each fee model against integer-cent arithmetic', () => {
  it('STANDARD_FLAT: every redeem at the price', () => {
    const result = computeInvoice({ ...base, model: 'STANDARD_FLAT', pricePerRedeem: '12.35' }, redeems(7));
    expect(result).toMatchObject({ ok: true, totalRedeems: 7, totalDue: asMoney(7 * cents('12.35')) });
  });

  it('DISCOUNTED_FLAT: the discounted price once the threshold is met, else the standard one', () => {
    const pricing: PricingModelFields = {
      ...base,
      model: 'DISCOUNTED_FLAT',
      pricePerRedeem: '20.10',
      discountedPrice: '15.05',
      discountThreshold: 5,
    };
    const below = computeInvoice(pricing, redeems(4));
    expect(below).toMatchObject({ ok: true, totalDue: asMoney(4 * cents('20.10')) });
    expect(below.ok && below.lines[0]?.discountMet).toBe(false);
    const met = computeInvoice(pricing, redeems(5));
    expect(met).toMatchObject({ ok: true, totalDue: asMoney(5 * cents('15.05')) });
    expect(met.ok && met.lines[0]?.discountMet).toBe(true);
  });

  it('VOLUME_PRODUCT_BASED: a line per product at its category’s price', () => {
    const pricing: PricingModelFields = {
      ...base,
      model: 'VOLUME_PRODUCT_BASED',
      productPrices: [
        { category: 'AUTO', price: '25.50' },
        { category: 'CREDIT CARDS', price: '9.99' },
      ],
    };
    const list = [
      ...redeems(3, 'New Auto', 'AUTO'),
      ...redeems(2, 'Used Auto', 'AUTO'),
      ...redeems(4, 'Card', 'CREDIT CARDS'),
    ];
    const result = computeInvoice(pricing, list);
    expect(result.ok && result.lines.map((line) => [line.product, line.redeems, line.amount])).toEqual([
      ['Card', 4, asMoney(4 * cents('9.99'))],
      ['New Auto', 3, asMoney(3 * cents('25.50'))],
      ['Used Auto', 2, asMoney(2 * cents('25.50'))],
    ]);
    expect(result).toMatchObject({ totalDue: asMoney(5 * cents('25.50') + 4 * cents('9.99')) });
    expect(computeInvoice(pricing, redeems(1, 'Boat', 'RECREATIONAL VEHICLES'))).toEqual({
      ok: false,
      status: 'CREATION_ERROR',
      error: INVOICE_ERRORS.productPriceMissing('RECREATIONAL VEHICLES'),
    });
  });

  it('VOLUME_TIER_BASED: graduated by number of redeems, a line per tier used', () => {
    const pricing: PricingModelFields = {
      ...base,
      model: 'VOLUME_TIER_BASED',
      tiers: [
        { name: 'Starter', startsAt: 1, endsAt: 10, price: '30.00' },
        { name: 'Growth', startsAt: 11, endsAt: 25, price: '22.75' },
        { name: 'Scale', startsAt: 26, endsAt: null, price: '15.10' },
      ],
    };
    const result = computeInvoice(pricing, redeems(31));
    expect(result.ok && result.lines.map((line) => [line.tier, line.redeems])).toEqual([
      ['Starter', 10],
      ['Growth', 15],
      ['Scale', 6],
    ]);
    expect(result).toMatchObject({ totalDue: asMoney(10 * cents('30.00') + 15 * cents('22.75') + 6 * cents('15.10')) });
    const few = computeInvoice(pricing, redeems(3));
    expect(few).toMatchObject({ totalDue: asMoney(3 * 3000) });
    const closed = { ...pricing, tiers: pricing.tiers.slice(0, 2) };
    expect(computeInvoice(closed, redeems(26))).toEqual({
      ok: false,
      status: 'CREATION_ERROR',
      error: INVOICE_ERRORS.tiersIncomplete(26),
    });
  });

  it('no pricing model is NOT_CONFIGURED; no redeems is NO_REDEEMS', () => {
    expect(computeInvoice(null, redeems(3))).toMatchObject({ status: 'NOT_CONFIGURED' });
    expect(computeInvoice({ ...base, model: 'STANDARD_FLAT', pricePerRedeem: '1' }, [])).toMatchObject({
      status: 'NO_REDEEMS',
    });
  });
});

describe('pricingModelSchema', () => {
  const issues = (input: unknown) => v.safeParse(pricingModelSchema, input).issues?.map((issue) => issue.message) ?? [];
  it('asks each model for what it charges with', () => {
    expect(issues({ model: 'STANDARD_FLAT' })).toContain('Price per redeem is required');
    expect(issues({ model: 'STANDARD_FLAT', pricePerRedeem: '10.00' })).toEqual([]);
    expect(
      issues({ model: 'DISCOUNTED_FLAT', pricePerRedeem: '10', discountedPrice: '12', discountThreshold: 3 }),
    ).toContain(BILLING_MESSAGES.discountBelow);
    expect(issues({ model: 'VOLUME_PRODUCT_BASED' })).toContain('Product prices is required');
    expect(
      issues({
        model: 'VOLUME_PRODUCT_BASED',
        productPrices: [
          { category: 'AUTO', price: '1' },
          { category: 'AUTO', price: '2' },
        ],
      }),
    ).toContain(BILLING_MESSAGES.duplicateCategory);
    expect(issues({ model: 'VOLUME_TIER_BASED' })).toContain('Pricing tiers is required');
    expect(issues({ model: 'NOPE' })).toContain('Enter a valid Pricing model');
    expect(issues({ model: 'STANDARD_FLAT', pricePerRedeem: 'abc' })).toContain('Enter a valid Price per redeem');
  });

  it('checks that tiers count redeems from 1 without gaps', () => {
    const tier = (startsAt: number, endsAt: number | null) => ({ name: 'T', startsAt, endsAt, price: '1' });
    expect(tierProblem([tier(2, 5)])).toBe(BILLING_MESSAGES.tiersFromOne);
    expect(tierProblem([tier(1, 5), tier(7, null)])).toBe(BILLING_MESSAGES.tiersContiguous);
    expect(tierProblem([tier(1, null), tier(2, 3)])).toBe(BILLING_MESSAGES.openTier);
    expect(tierProblem([tier(1, 5), tier(6, 3)])).toBe(BILLING_MESSAGES.tierEnds);
    expect(tierProblem([tier(6, null), tier(1, 5)])).toBeNull();
    expect(issues({ model: 'VOLUME_TIER_BASED', tiers: [tier(1, 5), tier(7, null)] })).toContain(
      BILLING_MESSAGES.tiersContiguous,
    );
  });
});
