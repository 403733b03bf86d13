import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { TIER_MESSAGES, tierRulesFor, tierSchema, tierTermSchema } from './tier.ts';

const term = (overrides: Record<string, unknown> = {}) => ({
  term: 60,
  apr: '5.99',
  limit: '40000',
  minimum: '5000',
  isDefault: true,
  ...overrides,
});
const tier = (terms: unknown[], overrides: Record<string, unknown> = {}) => ({
  name: 'Tier A',
  type: 'PREQUAL',
  terms,
  ...overrides,
});

describe('tier term', () => {
  const schema = tierTermSchema();

  it('accepts a complete term', () => {
    expect(fieldErrors(schema, term())).toEqual({});
  });

  it('refuses zero APR, limit, term and minimum', () => {
    expect(fieldErrors(schema, term({ apr: '0.00', limit: '0', minimum: '0', term: 0 }))).toEqual({
      apr: ['APR cannot be zero'],
      limit: ['Limit cannot be zero'],
      minimum: ['Minimum cannot be zero'],
      term: [TIER_MESSAGES.termZero],
    });
  });

  it('requires a multiple of 12 by default, configurable, and at most 360', () => {
    expect(fieldErrors(schema, term({ term: 18 }))).toEqual({ term: [TIER_MESSAGES.termMultiple(12)] });
    expect(fieldErrors(tierTermSchema({ termMultiple: 1 }), term({ term: 18 }))).toEqual({});
    expect(fieldErrors(schema, term({ term: 372 }))).toEqual({ term: [TIER_MESSAGES.termMax] });
    expect(fieldErrors(schema, term({ term: 360 }))).toEqual({});
    expect(fieldErrors(schema, term({ term: 12.5 }))).toHaveProperty('term');
  });

  it('refuses a minimum above the limit, allows equal', () => {
    expect(fieldErrors(schema, term({ minimum: '40000.01' }))).toEqual({ minimum: [TIER_MESSAGES.minimumAboveLimit] });
    expect(fieldErrors(schema, term({ minimum: '40000.00' }))).toEqual({});
  });

  it('refuses malformed decimals', () => {
    expect(fieldErrors(schema, term({ apr: '5,99' }))).toEqual({ apr: ['Enter a valid APR'] });
    expect(fieldErrors(schema, term({ apr: '-1' }))).toEqual({ apr: ['Enter a valid APR'] });
  });

  describe('with a promotion', () => {
    const promo = tierTermSchema({ promoEnabled: true });

    it('requires the promotional APR and a promotional term within the term', () => {
      expect(fieldErrors(promo, term())).toEqual({
        promoApr: [TIER_MESSAGES.promoAprRequired],
        promoTerm: [TIER_MESSAGES.promoTerm],
      });
      expect(fieldErrors(promo, term({ promoApr: '0', promoTerm: 12 }))).toEqual({});
      expect(fieldErrors(promo, term({ promoApr: '0', promoTerm: 0 }))).toEqual({
        promoTerm: [TIER_MESSAGES.promoTerm],
      });
      expect(fieldErrors(promo, term({ promoApr: '0', promoTerm: 60 }))).toEqual({
        promoTerm: [TIER_MESSAGES.promoTerm],
      });
    });

    it('keeps the promotional minimum within minimum..limit', () => {
      const base = { promoApr: '1.5', promoTerm: 6 };
      expect(fieldErrors(promo, term({ ...base, promoMinimum: '5000' }))).toEqual({});
      expect(fieldErrors(promo, term({ ...base, promoMinimum: '40000' }))).toEqual({});
      expect(fieldErrors(promo, term({ ...base, promoMinimum: '4999.99' }))).toEqual({
        promoMinimum: [TIER_MESSAGES.promoMinimum],
      });
      expect(fieldErrors(promo, term({ ...base, promoMinimum: '40001' }))).toEqual({
        promoMinimum: [TIER_MESSAGES.promoMinimum],
      });
    });

    it('ignores promotion fields when no promotion is set', () => {
      expect(fieldErrors(schema, term({ promoTerm: 99, promoMinimum: '1' }))).toEqual({});
    });
  });
});

describe('tier', () => {
  it('needs at least one term and no duplicates', () => {
    expect(fieldErrors(tierSchema(), tier([]))).toEqual({ terms: [TIER_MESSAGES.atLeastOneTerm] });
    expect(fieldErrors(tierSchema(), tier([term(), term({ isDefault: false })]))).toEqual({
      'terms.1': [TIER_MESSAGES.duplicateTerm],
    });
    expect(fieldErrors(tierSchema(), tier([term(), term({ term: 72, isDefault: false })]))).toEqual({});
  });

  it('needs a name that is not only spaces and a known type', () => {
    expect(fieldErrors(tierSchema(), tier([term()], { name: '   ' }))).toEqual({ name: ['Tier name is required'] });
    expect(Object.keys(fieldErrors(tierSchema(), tier([term()], { type: 'OTHER' })))).toEqual(['type']);
  });

  it('requires exactly one default term when the type has default terms', () => {
    const rules = { requireDefaultTerm: true };
    expect(fieldErrors(tierSchema(rules), tier([term({ isDefault: false })]))).toEqual({
      terms: [TIER_MESSAGES.defaultTerm],
    });
    expect(fieldErrors(tierSchema(rules), tier([term(), term({ term: 72 })]))).toEqual({
      terms: [TIER_MESSAGES.defaultTerm],
    });
    expect(fieldErrors(tierSchema(rules), tier([term(), term({ term: 72, isDefault: false })]))).toEqual({});
  });
});

describe('tierRulesFor', () => {
  it('derives multiple, default term and promo from the product type', () => {
    expect(tierRulesFor('Short_Term_Loan')).toEqual({
      termMultiple: 1,
      requireDefaultTerm: false,
      promoEnabled: false,
    });
    expect(tierRulesFor('New_Auto', true)).toEqual({ termMultiple: 12, requireDefaultTerm: true, promoEnabled: false });
    expect(tierRulesFor('Home_Improvement_Loan', true)).toEqual({
      termMultiple: 12,
      requireDefaultTerm: true,
      promoEnabled: true,
    });
  });
});
