import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../kit/words.ts';
import { fieldLabel, workflowRows } from './marketplace-settings-panel.tsx';

/** The rows as an English reader sees them: the catalogue's default messages. */
const english = createIntl({ locale: 'en', messages: {} });

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
    const rows = Object.fromEntries(
      workflowRows(settings).map(({ label, value }) => [wordsOf(english, label), wordsOf(english, value)]),
    );
    expect(rows['Required application fields']).toBe('Annual income, Vehicle mileage');
    expect(rows['Offer re-evaluation']).toBe('Yes (Vehicle mileage)');
    expect(rows['Applicable products']).toBe('AUTO REFINANCE');
    expect(rows['Allowed product class']).toBe('Any');
    expect(rows['PO box accepted']).toBe('No');
    expect(rows['Allow add-ons']).toBe('Yes');
  });
});
