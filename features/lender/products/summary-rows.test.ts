import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { DraftSteps } from '../../../domain/validation/product-wizard.ts';
import { wordsOf } from '../../../kit/words.ts';
import { GOLD_TIER } from '../../../tests/fixtures/product-steps.ts';
import { summaryHeading, summarySections } from './summary-rows.ts';

/** The English a row's label reads as (a message's default, its values put in). */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const STIP = '6f0c1a52-95f3-4d35-9f34-2b7f0a6f1c11';
const ADD_ON = '0b1d4c3e-2a5f-4f5b-8c6d-7e8f9a0b1c2d';

const AUTO: DraftSteps = {
  productDetails: { type: 'New_Auto', productClass: 'Wizard', option: 'STANDALONE', name: 'Wizard Auto Loan' },
  configureProducts: { repaymentFrequency: 'BI_WEEKLY', paymentCalculation: 'AMORTIZED' },
  productRules: { rule: 'FICO >= 600' },
  tiers: {
    tiers: [
      GOLD_TIER,
      { name: 'Silver', type: 'PREQUAL', terms: [{ term: 60, apr: '6.75', limit: '40000', minimum: '5000' }] },
    ],
  },
  stipulations: { catalogueIds: [STIP] },
  disclosures: {
    summary: 'Rates depend on your credit file.',
    disclosures: [{ title: 'Terms', body: 'APR may change.' }],
  },
  addOn: { addOnProductIds: [ADD_ON], maxAddOnRateDiscount: '0.25' },
  redeemLimit: { byAmount: true, byCount: false, amount: '2000000', count: 400 },
};

const rowsOf = (steps: DraftSteps, names = {}) =>
  Object.fromEntries(
    summarySections(steps, names).map((s) => [
      s.step,
      s.rows.map((r) => `${wordsOf(english, r.label)}: ${wordsOf(english, r.value)}`),
    ]),
  );

describe('summarySections', () => {
  it('lists every configured step of a loan in people’s words, names instead of ids', () => {
    const names = { stipulations: new Map([[STIP, 'Recent pay stub']]), products: new Map([[ADD_ON, 'GAP cover']]) };
    expect(rowsOf(AUTO, names)).toEqual({
      productDetails: [
        'Name: Wizard Auto Loan',
        'Product type: New Auto',
        'Category: AUTO',
        'Product class: Wizard',
        'Product option: Standalone',
      ],
      configureProducts: ['Repayment frequency: Every two weeks', 'Payment calculation: Amortized'],
      productRules: ['Product rule: FICO >= 600'],
      tiers: [
        'Gold (Prescreen): Rule: FICO >= 720',
        'Gold term 1: 48 months · 3.99% APR · $5,000 to $60,000',
        'Gold term 2: 60 months · 4.25% APR · $5,000 to $60,000 · default',
        'Silver (Prequal): No tier rule',
        'Silver term 1: 60 months · 6.75% APR · $5,000 to $40,000',
      ],
      stipulations: ['Stipulations: Recent pay stub'],
      disclosures: ['Disclosure summary: Rates depend on your credit file.', 'Terms: APR may change.'],
      addOn: ['Add-ons: GAP cover', 'Maximum add-on rate discount: 0.25%'],
      redeemLimit: ['Redeem limit amount: $2,000,000'],
    });
  });

  it('keeps the steps in wizard order with their titles, and says nothing for a step never saved', () => {
    const sections = summarySections({ productDetails: AUTO.productDetails });
    expect(sections.map((s) => s.title)).toEqual([
      'Define product',
      'Configure product',
      'Rules',
      'Tiers',
      'Stipulations',
      'Disclosure',
      'Add-Ons',
      'Redeem Limit',
    ]);
    expect(sections.slice(1).every((s) => s.rows.length === 0)).toBe(true);
  });

  it('shows a credit card’s configuration with units and its image, and a promotion on a term', () => {
    const card: DraftSteps = {
      productDetails: {
        type: 'Unsecured_Credit_Card',
        productClass: 'Rewards',
        option: 'BOTH',
        name: 'Rewards Card',
        cardTypes: ['CASH_BACK', 'REWARDS'],
      },
      configureProducts: {
        image: { name: 'card.png', width: 1008, height: 645, dataUrl: 'data:image/png;base64,AA' },
        features: ['No annual fee', 'Cash back', 'Travel'],
        schumerBox: { purchaseApr: '19.99', cashAdvanceApr: '24.99', annualFee: '0', lateFee: '35' },
        balanceTransfer: { introApr: '0', introMonths: 12, fee: '3' },
      },
      tiers: {
        tiers: [
          {
            name: 'A',
            type: 'PRESCREEN',
            promoEnabled: true,
            terms: [{ term: 12, apr: '19.99', limit: '5000', minimum: '500', promoApr: '0', promoTerm: 6 }],
          },
        ],
      },
      stipulations: {},
      redeemLimit: { byAmount: false, byCount: true, count: 250 },
    };
    const rows = rowsOf(card);
    expect(rows.productDetails).toContain('Card types: Cash back, Rewards');
    expect(rows.productDetails).toContain('Category: CREDIT CARDS');
    expect(rows.configureProducts).toEqual([
      'Image: card.png (1008 x 645)',
      'Feature 1: No annual fee',
      'Feature 2: Cash back',
      'Feature 3: Travel',
      'Purchase APR: 19.99%',
      'Cash advance APR: 24.99%',
      'Annual fee: $0',
      'Late fee: $35',
      'Balance transfer APR: 0%',
      'Balance transfer period: 12 months',
      'Balance transfer fee: 3%',
    ]);
    expect(rows.tiers).toContain('A term 1: 12 months · 19.99% APR · $500 to $5,000 · promotional 0% APR for 6 months');
    expect(rows.stipulations).toEqual(['Stipulations: None']);
    expect(rows.redeemLimit).toEqual(['Redeem limit count: 250']);
  });

  it('leaves out Tiers for a non-lending product and Add-Ons for an add-on product', () => {
    const steps = (type: string, option: string) =>
      summarySections({
        productDetails: { type, option, productClass: 'X', name: 'X', checkingTypes: ['BONUS'] },
      }).map((s) => s.step);
    expect(steps('Checking_Account', 'STANDALONE')).not.toContain('tiers');
    expect(steps('Checking_Account', 'ADD_ON')).not.toContain('addOn');
    expect(steps('New_Auto', 'STANDALONE')).toContain('tiers');
  });
});

describe('summaryHeading', () => {
  it('names the product and sums up its type, class, option and tiers', () => {
    const heading = summaryHeading(AUTO);
    expect(heading.name).toBe('Wizard Auto Loan');
    expect(wordsOf(english, heading.line)).toBe('New Auto · Wizard · Standalone · 2 tier(s): Gold, Silver');
  });
});
