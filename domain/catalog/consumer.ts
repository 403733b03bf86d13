/** Pay frequencies and the income multipliers that annualise a pay amount (001 §9). */
export const PAY_FREQUENCIES = ['WEEKLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const INCOME_MULTIPLIERS: Readonly<Record<PayFrequency, number>> = {
  MONTHLY: 12,
  SEMI_MONTHLY: 24,
  BI_WEEKLY: 26,
  WEEKLY: 52,
};

/** Derived eligibility checks that serve re-evaluation, and the prefix of their rule fields (000 §9). */
export const DERIVED_FIELD_PREFIX = 'UC_DERIVED_FIELDS_';
export const DERIVED_CHECKS = [
  'StatedIncome',
  'DebtToStatedIncome',
  'CombinedUnsecuredDebtToStatedIncome',
  'PayFrequency',
  'VehicleAge',
  'VehicleMileage',
] as const;
export type DerivedCheck = (typeof DERIVED_CHECKS)[number];
