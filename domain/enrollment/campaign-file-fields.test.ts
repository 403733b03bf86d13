import { describe, expect, it } from 'vitest';
import { type CampaignFile, validateCampaignFile } from './campaign-file.ts';
import { campaignFieldDetail, campaignFieldInWords } from './campaign-file-fields.ts';

describe('campaignFieldInWords', () => {
  // Every product field the validator checks, and every tier and term field (terms counted from 1).
  it.each([
    ['product', 'name', 'Product name'],
    ['product', 'type', 'Product type'],
    ['product', 'productClass', 'Product class'],
    ['product', 'option', 'Product option'],
    ['product', 'description', 'Description'],
    ['product', 'cardTypes', 'Card types'],
    ['product', 'cardTypes.1', 'Card type 2'],
    ['product', 'checkingTypes', 'Checking account types'],
    ['product', 'checkingTypes.0', 'Checking account type 1'],
    ['product', 'rule', 'Product rule'],
    ['product', '', 'Product'],
    ['tier', 'name', 'Tier name'],
    ['tier', 'type', 'Tier type'],
    ['tier', 'rule', 'Tier rule'],
    ['tier', 'terms', 'Terms'],
    ['tier', 'terms.2', 'Term 3'],
    ['tier', 'terms.0.term', 'Term 1 length'],
    ['tier', 'terms.0.apr', 'Term 1 APR'],
    ['tier', 'terms.1.limit', 'Term 2 limit'],
    ['tier', 'terms.1.minimum', 'Term 2 minimum'],
    ['tier', 'terms.0.isDefault', 'Term 1 default'],
    ['tier', 'terms.0.promoType', 'Term 1 promotion type'],
    ['tier', 'terms.0.promoApr', 'Term 1 promotional APR'],
    ['tier', 'terms.0.promoTerm', 'Term 1 promotional term'],
    ['tier', 'terms.0.promoMinimum', 'Term 1 promotional minimum'],
  ] as const)('names the %s field %j %j', (entity, path, words) => {
    expect(campaignFieldInWords(path, entity)).toBe(words);
  });

  it('still reads any other path as words and positions', () => {
    expect(campaignFieldInWords('extraField.0.subKey', 'product')).toBe('Extra field 1 sub key');
    expect(campaignFieldInWords('terms.0.someNewField', 'tier')).toBe('Term 1 some new field');
  });

  it('puts the field before the message, and leaves a message without a path alone', () => {
    expect(campaignFieldDetail('terms.0.apr', 'APR cannot be zero', 'tier')).toBe('Term 1 APR: APR cannot be zero');
    expect(campaignFieldDetail('', 'Invalid Input Type', 'tier')).toBe('Invalid Input Type');
  });
});

describe('validateCampaignFile details', () => {
  const term = { term: 60, apr: '5.99', limit: '40000', minimum: '5000', isDefault: true };
  const tier = { name: 'Tier A', type: 'PRESCREEN', rule: 'FICO >= 700', terms: [term] };
  const product = {
    name: 'Boat Loan',
    category: 'RECREATIONAL VEHICLES',
    type: 'New_Boat',
    productClass: 'Secured',
    option: 'STANDALONE',
    tiers: [tier],
  };
  const detailsOf = (products: unknown[]) =>
    validateCampaignFile({ products } as CampaignFile).map(
      (e) => `${e.lendingCriteriaGroup} / ${e.productName} / ${e.details}`,
    );

  it('words every error with the field as people say it, keeping the group and product columns', () => {
    const errors = detailsOf([
      {
        ...product,
        productClass: ' ',
        option: 'ADD_ON',
        rule: 'FICO >>',
        tiers: [
          {
            ...tier,
            type: 'SOMETIMES',
            rule: 'SHOE_SIZE > 3',
            terms: [
              { ...term, apr: '0' },
              { ...term, term: 7, minimum: '50000', isDefault: true },
              { ...term, limit: 'lots', isDefault: false },
            ],
          },
          { ...tier, name: '', terms: [] },
        ],
      },
      {
        ...product,
        name: 'Cards',
        type: 'Unsecured_Credit_Card',
        productClass: 'Gold',
        option: 'BOTH',
        cardTypes: ['REWARDS', 'PLATINUM'],
      },
    ]);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Product / Boat Loan / Product class: Product class is required',
        'Product / Boat Loan / Product option: A lending product must be standalone',
        expect.stringMatching(/^Product \/ Boat Loan \/ Product rule: /),
        'Tier A / Boat Loan / Tier type: Tier type is required',
        'Tier A / Boat Loan / Term 1 APR: APR cannot be zero',
        'Tier A / Boat Loan / Term 2 length: Term must be a multiple of 12',
        'Tier A / Boat Loan / Term 2 minimum: Minimum cannot exceed limit',
        'Tier A / Boat Loan / Term 3 limit: Enter a valid Limit',
        'Tier A / Boat Loan / Term 3: Terms cannot be duplicated',
        'Tier 2 / Boat Loan / Terms: Select one default term',
        "Tier A / Boat Loan / Tier rule: Unknown bureau field 'SHOE_SIZE' at position 1",
        'Tier 2 / Boat Loan / Tier name: Tier name is required',
        'Tier 2 / Boat Loan / Terms: Add at least one term',
        expect.stringMatching(/^Product \/ Cards \/ Card type 2: /),
      ]),
    );
    // No raw dot path or camelCase key is left in any detail.
    for (const error of errors) {
      const details = error.split(' / ').slice(2).join(' / ');
      expect(details.split(':')[0]).not.toMatch(/\.\d|\d\.|[a-z][A-Z]/);
    }
  });
});
