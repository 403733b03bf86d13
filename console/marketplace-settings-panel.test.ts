import { describe, expect, it } from 'vitest';
import { fieldLabel, workflowRows } from './marketplace-settings-panel.tsx';

const settings = {
  applicableProducts: ['AUTO_REFINANCE'],
  requiredFields: ['annualIncome', 'vehicleMileage'],
  poBoxAccepted: false,
  reevaluate: true,
  reevaluationFields: ['vehicleMileage'],
  allowAddOns: true,
  allowStipulations: false,
};

describe('marketplace workflow view', () => {
  it('names application fields instead of showing their keys', () => {
    expect(fieldLabel('annualHouseholdIncome')).toBe('Annual household income');
    expect(fieldLabel('somethingElse')).toBe('somethingElse');
    const rows = Object.fromEntries(workflowRows(settings));
    expect(rows['Required application fields']).toBe('Annual income, Vehicle mileage');
    expect(rows['Offer re-evaluation']).toBe('Yes (Vehicle mileage)');
    expect(rows['Applicable products']).toBe('AUTO REFINANCE');
    expect(rows['Allowed product class']).toBe('Any');
  });
});
