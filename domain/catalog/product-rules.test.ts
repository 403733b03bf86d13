import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMS,
  defaultTermFor,
  isLendingType,
  isNonLendingCategoryId,
  NON_LENDING_TYPES,
  redeemLimitOrder,
  supportsPromoApr,
  termRuleFor,
} from './product-rules.ts';
import { PRODUCT_TYPES } from './products.ts';

describe('product rules', () => {
  it('has the default terms of 001 §9', () => {
    expect(defaultTermFor('New_Auto')).toBe(60);
    expect(defaultTermFor('Auto_Refi')).toBe(72);
    expect(defaultTermFor('Used_Moto')).toBe(48);
    expect(defaultTermFor('New_Watercraft')).toBe(48);
    expect(defaultTermFor('Used_ATV')).toBe(48);
    expect(defaultTermFor('New_RV')).toBe(120);
    expect(defaultTermFor('Used_Boat')).toBe(120);
    expect(defaultTermFor('Unsecured_Loan')).toBe(60);
    expect(defaultTermFor('Home_Equity_Loan')).toBe(180);
    expect(defaultTermFor('Home_Improvement_Loan')).toBe(60);
    expect(defaultTermFor('Short_Term_Loan')).toBeUndefined();
    expect(defaultTermFor('Unsecured_Credit_Card')).toBeUndefined();
    for (const term of Object.values(DEFAULT_TERMS)) expect(term % 12).toBe(0);
  });

  it('gives short-term loans no default term and a multiple of 1', () => {
    expect(termRuleFor('Short_Term_Loan')).toEqual({ hasDefaultTerm: false, termMultiple: 1 });
    for (const type of PRODUCT_TYPES.filter((t) => t !== 'Short_Term_Loan')) {
      expect(termRuleFor(type)).toEqual({ hasDefaultTerm: true, termMultiple: 12 });
    }
  });

  it('orders redeem limit types amount first for loans, count first for cards, checking and CD', () => {
    expect(redeemLimitOrder('New_Auto')).toEqual(['AMOUNT', 'COUNT']);
    expect(redeemLimitOrder('HELOC')).toEqual(['AMOUNT', 'COUNT']);
    expect(redeemLimitOrder('Unsecured_Credit_Card')).toEqual(['COUNT', 'AMOUNT']);
    expect(redeemLimitOrder('Checking_Account')).toEqual(['COUNT', 'AMOUNT']);
    expect(redeemLimitOrder('Certificate_Deposit')).toEqual(['COUNT', 'AMOUNT']);
  });

  it('knows lending types and the promo APR type', () => {
    expect(isLendingType('Checking_Account')).toBe(false);
    expect(isLendingType('Certificate_Deposit')).toBe(false);
    expect(isLendingType('Unsecured_Loan')).toBe(true);
    expect(PRODUCT_TYPES.filter(supportsPromoApr)).toEqual(['Home_Improvement_Loan']);
  });
});

describe('non-lending by the checking-account id threshold (000 §9)', () => {
  it('makes checking and CD (ids 101, 102) non-lending and every loan and card lending', () => {
    expect([...NON_LENDING_TYPES].sort()).toEqual(['Certificate_Deposit', 'Checking_Account']);
    expect(isNonLendingCategoryId(100)).toBe(false);
    expect(isNonLendingCategoryId(101)).toBe(true);
    expect(isLendingType('Home_Improvement_Loan')).toBe(true);
    expect(isLendingType('Certificate_Deposit')).toBe(false);
  });
});
