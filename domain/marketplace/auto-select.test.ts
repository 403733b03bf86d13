import { describe, expect, it } from 'vitest';
import { autoSelect, categoriesWithOffers } from './auto-select.ts';

const offers = (...types: string[]) => types.map((productType) => ({ productType }));

describe('autoSelect', () => {
  it('selects all three levels when only one product has offers', () => {
    expect(autoSelect(offers('Used_Auto', 'Used_Auto'))).toEqual({
      category: 'AUTO',
      subcategory: 'Automobile',
      purpose: 'Purchase used',
    });
  });

  it('stops at the first level with a choice', () => {
    expect(autoSelect(offers('New_Auto', 'Used_Auto'))).toEqual({ category: 'AUTO', subcategory: 'Automobile' });
    expect(autoSelect(offers('New_Auto', 'HELOC'))).toEqual({});
    expect(autoSelect(offers('Home_Improvement_Loan'))).toEqual({ category: 'HOME_IMPROVEMENT' });
  });

  it('continues from an existing choice', () => {
    expect(autoSelect(offers('New_Auto', 'HELOC', 'Home_Equity_Loan'), { category: 'HOME_EQUITY' })).toEqual({
      category: 'HOME_EQUITY',
      subcategory: 'Home Equity',
    });
    expect(
      autoSelect(offers('Home_Improvement_Loan'), { category: 'HOME_IMPROVEMENT', subcategory: 'Townhouse' }),
    ).toEqual({ category: 'HOME_IMPROVEMENT', subcategory: 'Townhouse', purpose: 'Loan' });
  });

  it('ignores unknown product types and handles no offers', () => {
    expect(autoSelect(offers('Mystery', 'Unsecured_Loan'))).toEqual({
      category: 'PERSONAL_LOANS',
      subcategory: 'Unsecured',
      purpose: 'Loan',
    });
    expect(autoSelect([])).toEqual({});
  });

  it('lists categories with offers', () => {
    expect(categoriesWithOffers(offers('HELOC', 'New_Auto', 'Home_Equity_Loan', 'Mystery'))).toEqual([
      'HOME_EQUITY',
      'AUTO',
    ]);
  });
});
