import { describe, expect, it } from 'vitest';
import { exportedProduct } from './campaign-export.ts';
import { checkCampaignFileSyntax, validateCampaignFile } from './campaign-file.ts';

const product = {
  name: 'Summit Auto',
  category: 'AUTO',
  productType: 'New_Auto',
  productClass: 'Secured',
  productOption: 'STANDALONE',
  rule: '',
  types: [],
  details: { description: 'New cars', defaultTerms: [60] },
};
const tiers = [
  {
    name: 'Tier A',
    tierType: 'PRESCREEN' as const,
    rule: 'FICO >= 700',
    terms: [
      { term: 48, apr: '6.490', limit: '40000.00', minimum: '5000.00' },
      { term: 60, apr: '6.990', limit: '40000.00', minimum: '5000.00' },
    ],
  },
];

describe('exportedProduct', () => {
  it('writes a saved product as a campaign file product that imports without errors', () => {
    const exported = exportedProduct(product, tiers);
    expect(exported).toEqual({
      name: 'Summit Auto',
      category: 'AUTO',
      type: 'New_Auto',
      productClass: 'Secured',
      option: 'STANDALONE',
      description: 'New cars',
      tiers: [
        {
          name: 'Tier A',
          type: 'PRESCREEN',
          rule: 'FICO >= 700',
          terms: [
            { term: 48, apr: '6.49', limit: '40000', minimum: '5000', isDefault: false },
            { term: 60, apr: '6.99', limit: '40000', minimum: '5000', isDefault: true },
          ],
        },
      ],
    });
    const reread = checkCampaignFileSyntax(JSON.stringify({ products: [exported] }), 'JSON');
    expect(reread.ok).toBe(true);
    if (reread.ok) expect(validateCampaignFile(reread.file)).toEqual([]);
  });

  it('names a card’s types as a campaign file does', () => {
    const card = exportedProduct({ ...product, productType: 'Unsecured_Credit_Card_1', types: ['REWARDS'] }, []);
    expect(card.cardTypes).toEqual(['REWARDS']);
    expect(card).not.toHaveProperty('checkingTypes');
  });

  it('leaves out an empty rule and falls back to STANDALONE for an unknown option', () => {
    const exported = exportedProduct({ ...product, rule: 'FICO > 600', productOption: '?', details: null }, []);
    expect(exported.rule).toBe('FICO > 600');
    expect(exported.option).toBe('STANDALONE');
    expect(exported).not.toHaveProperty('description');
  });
});
