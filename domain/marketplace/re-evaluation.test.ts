import { describe, expect, it } from 'vitest';
import { REEVALUATION_MESSAGES, reenteredFields, reevaluationRefusal } from './re-evaluation.ts';

const summit = { fiId: 'fi-1', lenderName: 'Summit Credit Union', productType: 'Short_Term_Loan' };
const harbor = { fiId: 'fi-2', lenderName: 'Harbor Bank', productType: 'New_Auto' };
const workflow = (over: object) => ({
  applicableProducts: ['Short_Term_Loan'],
  reevaluate: true,
  reevaluationFields: ['payFrequency'],
  ...over,
});

describe('reenteredFields', () => {
  it('names only fields already stated and now sent with another value', () => {
    const before = { annualIncome: '50000.00', payFrequency: 'MONTHLY', annualHouseholdIncome: null };
    expect(reenteredFields(before, { annualIncome: '50000', payFrequency: 'WEEKLY' })).toEqual(['payFrequency']);
    expect(reenteredFields(before, { annualIncome: '42000' })).toEqual(['annualIncome']);
    // A first statement is not a re-evaluation, and a field not sent is not re-entered.
    expect(reenteredFields(before, { annualHouseholdIncome: '90000' })).toEqual([]);
    expect(
      reenteredFields({ vehicleMileage: 48000, vehicleYear: 2019 }, { vehicleMileage: 50000, vehicleYear: 2019 }),
    ).toEqual(['vehicleMileage']);
  });
});

describe('reevaluationRefusal', () => {
  it('lets offers without a workflow, or whose workflow lists the field, be re-evaluated', () => {
    expect(reevaluationRefusal(['payFrequency'], [summit, harbor], new Map())).toBeNull();
    expect(reevaluationRefusal(['payFrequency'], [summit], new Map([['fi-1', [workflow({})]]]))).toBeNull();
    // A workflow for other products does not govern the offer.
    const autoOnly = new Map([['fi-1', [workflow({ applicableProducts: ['New_Auto'], reevaluate: false })]]]);
    expect(reevaluationRefusal(['payFrequency'], [summit], autoOnly)).toBeNull();
  });

  it('refuses when the governing workflow has re-evaluation off', () => {
    const off = new Map([['fi-1', [workflow({ reevaluate: false, reevaluationFields: [] })]]]);
    expect(reevaluationRefusal(['annualIncome'], [harbor, summit], off)).toEqual({
      field: 'annualIncome',
      message: REEVALUATION_MESSAGES.off('Summit Credit Union', 'annualIncome'),
    });
    expect(REEVALUATION_MESSAGES.off('Summit Credit Union', 'annualIncome')).toBe(
      'Summit Credit Union does not re-evaluate its offers, so your annual income cannot be changed.',
    );
  });

  it('refuses a field the governing workflow does not list, naming the ones it does', () => {
    const payOnly = new Map([['fi-1', [workflow({})]]]);
    expect(reevaluationRefusal(['annualIncome'], [summit], payOnly)).toEqual({
      field: 'annualIncome',
      message:
        'Summit Credit Union re-evaluates its offers only on pay frequency, so your annual income cannot be changed.',
    });
  });
});
