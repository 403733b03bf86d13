import { labelledCodes } from './labelled-codes.ts';

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

/** Repayment frequencies an offer may use, with payments per year (001 §9). */
export const REPAYMENT_FREQUENCIES = ['DAILY', 'WEEKLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'YEARLY'] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];

/** An offer's repaymentFrequency may be this marker: repay at the consumer's pay frequency. */
export const PAY_FREQUENCY_MARKER = 'PAY_FREQUENCY';
export type OfferRepaymentFrequency = RepaymentFrequency | typeof PAY_FREQUENCY_MARKER;

export const PAYMENT_PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  DAILY: 365,
  WEEKLY: 52,
  BI_WEEKLY: 26,
  SEMI_MONTHLY: 24,
  MONTHLY: 12,
  YEARLY: 1,
};

export const OCCUPANCY_TYPES = [
  'RENT',
  'OWN_WITH_MORTGAGE',
  'OWN_FREE_AND_CLEAR',
  'LIVE_WITH_PARENTS',
  'GOV_QUARTERS',
  'LEASE',
  'OTHER',
] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];

export const PROPERTY_TYPES = [
  'single family detached',
  'townhouse',
  'residential',
  'multifamily',
  'condominium',
  'duplex',
  'manufactured home',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CONTACT_PREFERENCES = ['No preference', 'Phone call', 'Text message', 'Email'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export const ID_TYPES = ['Drivers License', 'Other'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Consumer fields a workflow may re-evaluate (001 §3, 002 §3); keys are ours, labels the seed's. */
export const { codes: REEVALUABLE_FIELDS, labels: REEVALUABLE_FIELD_LABELS } = labelledCodes({
  annualIncome: 'annual income',
  annualHouseholdIncome: 'annual household income',
  payFrequency: 'pay frequency',
  vehicleMileage: 'vehicle mileage',
  vehicleYear: 'vehicle year',
});
export type ReevaluableField = (typeof REEVALUABLE_FIELDS)[number];

/** Consumer personal-data fields and identifiers (000 §3). */
export const CONSUMER_PII_FIELDS = [
  'uuid',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'address',
  'city',
  'county',
  'state',
  'zipcode',
  'ssn',
  'email',
  'dob',
] as const;
export const CONSUMER_IDENTIFIERS = ['uuid', 'permId', 'embedderConsumerUuid'] as const;
