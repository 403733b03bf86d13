import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  conflictsWithExisting,
  duplicateTypeAndClass,
  PRODUCT_MESSAGES as M,
  mustBeStandalone,
  nonLendingProductSchema,
  productSchema,
  productTemplateSchema,
} from './product.ts';

const product = (overrides: Record<string, unknown> = {}) => ({
  type: 'New_Auto',
  productClass: 'PREQUAL',
  option: 'STANDALONE',
  name: 'New Auto Loan',
  ...overrides,
});

describe('product', () => {
  it('accepts a standalone loan', () => {
    expect(fieldErrors(productSchema, product())).toEqual({});
  });

  it('requires type, class and option', () => {
    expect(Object.keys(fieldErrors(productSchema, { name: 'x' })).sort()).toEqual(['option', 'productClass', 'type']);
    expect(fieldErrors(productSchema, product({ productClass: ' ' }))).toEqual({
      productClass: ['Product class is required'],
    });
  });

  it('keeps lending products standalone', () => {
    expect(fieldErrors(productSchema, product({ option: 'ADD_ON' }))).toEqual({ option: [M.lendingStandalone] });
    expect(fieldErrors(productSchema, product({ option: 'BOTH' }))).toEqual({ option: [M.lendingStandalone] });
    expect(mustBeStandalone('Unsecured_Credit_Card')).toBe(false);
    expect(mustBeStandalone('Checking_Account')).toBe(false);
    expect(mustBeStandalone('HELOC')).toBe(true);
  });

  it('limits the name to 32 characters', () => {
    expect(fieldErrors(productSchema, product({ name: 'x'.repeat(32) }))).toEqual({});
    expect(fieldErrors(productSchema, product({ name: 'x'.repeat(33) }))).toEqual({ name: [M.nameTooLong] });
  });

  it('needs 1 to 2 distinct card types for credit cards', () => {
    const card = product({ type: 'Unsecured_Credit_Card', option: 'BOTH' });
    expect(fieldErrors(productSchema, card)).toEqual({ cardTypes: [M.cardTypes] });
    expect(fieldErrors(productSchema, { ...card, cardTypes: [] })).toEqual({ cardTypes: [M.cardTypes] });
    expect(fieldErrors(productSchema, { ...card, cardTypes: ['REWARDS'] })).toEqual({});
    expect(fieldErrors(productSchema, { ...card, cardTypes: ['REWARDS', 'CASH_BACK'] })).toEqual({});
    expect(fieldErrors(productSchema, { ...card, cardTypes: ['REWARDS', 'CASH_BACK', 'BALANCE_TRANSFER'] })).toEqual({
      cardTypes: [M.cardTypes],
    });
    expect(fieldErrors(productSchema, { ...card, cardTypes: ['REWARDS', 'REWARDS'] })).toEqual({
      'cardTypes.1': [M.cardTypes],
    });
  });

  it('needs 1 to 2 checking types for checking accounts', () => {
    const checking = product({ type: 'Checking_Account', option: 'ADD_ON' });
    expect(fieldErrors(productSchema, checking)).toEqual({ checkingTypes: [M.checkingTypes] });
    expect(fieldErrors(productSchema, { ...checking, checkingTypes: ['BONUS'] })).toEqual({});
    expect(
      fieldErrors(productSchema, {
        ...checking,
        checkingTypes: ['BONUS', 'HIGH_YIELD_CHECKING', 'NO_MONTHLY_SERVICE_FEES'],
      }),
    ).toEqual({ checkingTypes: [M.checkingTypes] });
  });

  it('refuses a 0.00% non-lending rate adjustment', () => {
    const base = { name: 'Checking', type: 'Checking_Account' };
    expect(fieldErrors(nonLendingProductSchema, { ...base, rateAdjustment: '0.00' })).toEqual({
      rateAdjustment: [M.rateAdjustmentZero],
    });
    expect(fieldErrors(nonLendingProductSchema, { ...base, rateAdjustment: '-0' })).toEqual({
      rateAdjustment: [M.rateAdjustmentZero],
    });
    expect(fieldErrors(nonLendingProductSchema, { ...base, rateAdjustment: '-0.25' })).toEqual({});
    expect(fieldErrors(nonLendingProductSchema, { ...base, rateAdjustment: 'abc' })).toEqual({
      rateAdjustment: ['Enter a valid rate adjustment'],
    });
  });

  it('requires a template name that is not only spaces', () => {
    expect(fieldErrors(productTemplateSchema, { templateName: '   ' })).toEqual({
      templateName: ['Template name is required'],
    });
    expect(fieldErrors(productTemplateSchema, { templateName: 'Auto 2026' })).toEqual({});
  });
});

describe('one product per type and class', () => {
  const existing = [
    { id: 1, type: 'New_Auto' as const, productClass: 'PREQUAL' },
    { id: 2, type: 'New_Auto' as const, productClass: 'PRESCREEN' },
  ];

  it('detects a clash, ignoring case, spaces and the product itself', () => {
    expect(conflictsWithExisting(existing, { type: 'New_Auto', productClass: ' prequal ' })).toBe(true);
    expect(conflictsWithExisting(existing, { id: 1, type: 'New_Auto', productClass: 'PREQUAL' })).toBe(false);
    expect(conflictsWithExisting(existing, { type: 'Used_Auto', productClass: 'PREQUAL' })).toBe(false);
  });

  it('lists later duplicates', () => {
    const third = { id: 3, type: 'New_Auto' as const, productClass: 'Prequal' };
    expect(duplicateTypeAndClass([...existing, third])).toEqual([third]);
    expect(duplicateTypeAndClass(existing)).toEqual([]);
  });
});
