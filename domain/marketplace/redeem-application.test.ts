import { describe, expect, it } from 'vitest';
import {
  applicationProblem,
  defaultApplication,
  isVehiclePurchase,
  missingAnswers,
  salesOrderProblem,
  workflowForProduct,
} from './redeem-application.ts';

const offer = {
  terms: [
    { term: 36, minimum: '5000', limit: '25000', apr: '7.99' },
    { term: 60, minimum: '5000', limit: '40000', apr: '9.49' },
  ],
};

describe('the redeem application', () => {
  it('starts from what the marketplace showed when it fits the offer, else the first term at its limit', () => {
    expect(defaultApplication(offer, { amount: '18000', term: 60 })).toEqual({ amount: '18000', term: 60, addOns: [] });
    expect(defaultApplication(offer, { amount: '30000', term: 36 })).toEqual({ amount: '25000', term: 36, addOns: [] });
    expect(defaultApplication(offer)).toEqual({ amount: '25000', term: 36, addOns: [] });
    // Nothing seen: the product type's default term, whatever order the terms came in (the splash used to flip).
    const auto = { productType: 'New_Auto', terms: offer.terms.map((t, i) => ({ ...t, apr: i ? '9.49' : '7.99' })) };
    expect(defaultApplication(auto).term).toBe(60);
    expect(defaultApplication({ ...auto, terms: [...auto.terms].reverse() }).term).toBe(60);
    expect(defaultApplication({ terms: [{ minimum: '500', limit: '7500', apr: '19.99' }] })).toEqual({
      amount: '7500',
      term: null,
      addOns: [],
    });
  });

  it("keeps the amount within the chosen term's minimum and maximum (001 §5)", () => {
    expect(applicationProblem(offer, { amount: '30000', term: 60, addOns: [] })).toBeNull();
    expect(applicationProblem(offer, { amount: '30000', term: 36, addOns: [] })).toBe(
      'Enter an amount between $5,000 and $25,000.',
    );
    expect(applicationProblem(offer, { amount: '4999.99', term: 36, addOns: [] })).toMatch(/between/);
    expect(applicationProblem(offer, { amount: '12,000', term: 36, addOns: [] })).toBe('Enter an amount in dollars.');
  });

  it('asks a dealer sales order number only for vehicle purchases, and checks it only when given (001 §5)', () => {
    expect(isVehiclePurchase('New_Auto')).toBe(true);
    expect(isVehiclePurchase('Used_Watercraft')).toBe(true);
    expect(isVehiclePurchase('Auto_Refi')).toBe(false);
    expect(isVehiclePurchase('Unsecured_Loan')).toBe(false);
    const withOrder = (salesOrderNumber: string) => ({
      amount: '1',
      term: 12,
      addOns: [],
      answers: { salesOrderNumber },
    });
    expect(salesOrderProblem({ amount: '1', term: 12, addOns: [] })).toBeNull();
    expect(salesOrderProblem(withOrder(' '))).toBeNull();
    expect(salesOrderProblem(withOrder('SO12345678'))).toBeNull();
    expect(salesOrderProblem(withOrder('SO123'))).toBe(
      'Sales order number must start with SO and be 10 characters long',
    );
  });
});

describe('the lender’s marketplace workflow in the application', () => {
  const application = { amount: '5000', term: 36, addOns: [] };
  it('names each required question left unanswered, in the words the server answers with', () => {
    const rules = { requiredFields: ['idType', 'occupancy', 'annualIncome'], poBoxAccepted: false };
    expect(missingAnswers(rules, application)).toEqual({
      idType: 'ID type is required',
      occupancy: 'Occupancy is required',
    });
    expect(missingAnswers(rules, { ...application, answers: { idType: 'PASSPORT', occupancy: 'RENT' } })).toEqual({});
  });
  it('asks nothing more without a workflow', () => {
    expect(missingAnswers(undefined, application)).toEqual({});
  });
  it('takes the oldest workflow naming the product type', () => {
    const first = { applicableProducts: ['New_Auto'], id: 1 };
    const second = { applicableProducts: ['New_Auto', 'Used_Auto'], id: 2 };
    expect(workflowForProduct([first, second], 'New_Auto')?.id).toBe(1);
    expect(workflowForProduct([first, second], 'Used_Auto')?.id).toBe(2);
    expect(workflowForProduct([first, second], 'HELOC')).toBeUndefined();
  });
});
