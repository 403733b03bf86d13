import { describe, expect, it } from 'vitest';
import { type CampaignFile, validateCampaignFile } from './campaign-file.ts';
import { campaignFieldDetail, campaignFieldInWords } from './campaign-file-fields.ts';

describe('campaignFieldInWords', () => {
  it('names every product field the validator checks', () => {
    const cases: [string, string][] = [
      ['name', 'Product name'],
      ['type', 'Product type'],
      ['productClass', 'Product class'],
      ['option', 'Product option'],
      ['description', 'Description'],
      ['cardTypes', 'Card types'],
      ['cardTypes.1', 'Card type 2'],
      ['checkingTypes', 'Checking account types'],
      ['checkingTypes.0', 'Checking account type 1'],
      ['rule', 'Product rule'],
      ['', 'Product'],
    ];
    for (const [path, words] of cases) expect(campaignFieldInWords(path, 'product')).toBe(words);
  });

  it('names every tier and term field, terms counted from 1', () => {
    const cases: [string, string][] = [
      ['name', 'Tier name'],
      ['type', 'Tier type'],
      ['rule', 'Tier rule'],
      ['terms', 'Terms'],
      ['terms.2', 'Term 3'],
      ['terms.0.term', 'Term 1 length'],
      ['terms.0.apr', 'Term 1 APR'],
      ['terms.1.limit', 'Term 2 limit'],
      ['terms.1.minimum', 'Term 2 minimum'],
      ['terms.0.isDefault', 'Term 1 default'],
      ['terms.0.promoType', 'Term 1 promotion type'],
      ['terms.0.promoApr', 'Term 1 promotional APR'],
      ['terms.0.promoTerm', 'Term 1 promotional term'],
      ['terms.0.promoMinimum', 'Term 1 promotional minimum'],
    ];
    for (const [path, words] of cases) expect(campaignFieldInWords(path, 'tier')).toBe(words);
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
