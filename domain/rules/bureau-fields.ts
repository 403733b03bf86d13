import { DERIVED_CHECKS, DERIVED_FIELD_PREFIX } from '../catalog/consumer.ts';

/**
 * The numeric bureau attributes rules may name: TransUnion-style summary attributes of a prescreen file. Names are
 * ours (the seed says only "known bureau fields"); every value is a number, counts and dollars whole.
 */
export const BUREAU_FIELDS = [
  { name: 'VANTAGE_SCORE', label: 'VantageScore 4.0', min: 300, max: 850 },
  { name: 'FICO', label: 'FICO score', min: 300, max: 850 },
  { name: 'BANKRUPTCY_COUNT', label: 'Bankruptcies on file', min: 0, max: 10 },
  { name: 'MONTHS_SINCE_BANKRUPTCY', label: 'Months since last bankruptcy', min: 0, max: 999 },
  { name: 'FORECLOSURE_COUNT', label: 'Foreclosures on file', min: 0, max: 10 },
  { name: 'REPOSSESSION_COUNT', label: 'Repossessions on file', min: 0, max: 10 },
  { name: 'COLLECTIONS_COUNT', label: 'Collection accounts', min: 0, max: 50 },
  { name: 'COLLECTIONS_BALANCE', label: 'Collection balance', min: 0, max: 100_000 },
  { name: 'CHARGE_OFF_COUNT', label: 'Charge-offs', min: 0, max: 20 },
  { name: 'PUBLIC_RECORDS_COUNT', label: 'Public records', min: 0, max: 20 },
  { name: 'INQUIRIES_6M', label: 'Hard inquiries, 6 months', min: 0, max: 30 },
  { name: 'INQUIRIES_12M', label: 'Hard inquiries, 12 months', min: 0, max: 50 },
  { name: 'DELINQUENT_30_DAYS_12M', label: '30-day delinquencies, 12 months', min: 0, max: 30 },
  { name: 'DELINQUENT_60_DAYS_24M', label: '60-day delinquencies, 24 months', min: 0, max: 30 },
  { name: 'DELINQUENT_90_DAYS_24M', label: '90-day delinquencies, 24 months', min: 0, max: 30 },
  { name: 'WORST_RATING_12M', label: 'Worst payment rating, 12 months', min: 0, max: 9 },
  { name: 'MONTHS_SINCE_DELINQUENCY', label: 'Months since last delinquency', min: 0, max: 999 },
  { name: 'TRADES_TOTAL', label: 'Trades on file', min: 0, max: 150 },
  { name: 'TRADES_OPEN', label: 'Open trades', min: 0, max: 80 },
  { name: 'OLDEST_TRADE_MONTHS', label: 'Age of oldest trade, months', min: 0, max: 900 },
  { name: 'NEWEST_TRADE_MONTHS', label: 'Age of newest trade, months', min: 0, max: 600 },
  { name: 'TOTAL_BALANCE', label: 'Total balance', min: 0, max: 2_000_000 },
  { name: 'TOTAL_MONTHLY_PAYMENT', label: 'Total monthly payment', min: 0, max: 30_000 },
  { name: 'TOTAL_UNSECURED_DEBT', label: 'Total unsecured debt', min: 0, max: 300_000 },
  { name: 'REVOLVING_BALANCE', label: 'Revolving balance', min: 0, max: 200_000 },
  { name: 'REVOLVING_LIMIT', label: 'Revolving credit limit', min: 0, max: 400_000 },
  { name: 'REVOLVING_UTILIZATION', label: 'Revolving utilisation, percent', min: 0, max: 150 },
  { name: 'REVOLVING_OPEN_COUNT', label: 'Open revolving trades', min: 0, max: 40 },
  { name: 'BANKCARD_BALANCE', label: 'Bankcard balance', min: 0, max: 150_000 },
  { name: 'BANKCARD_UTILIZATION', label: 'Bankcard utilisation, percent', min: 0, max: 150 },
  { name: 'INSTALLMENT_BALANCE', label: 'Installment balance', min: 0, max: 500_000 },
  { name: 'INSTALLMENT_OPEN_COUNT', label: 'Open installment trades', min: 0, max: 30 },
  { name: 'AUTO_BALANCE', label: 'Auto loan balance', min: 0, max: 150_000 },
  { name: 'AUTO_MONTHLY_PAYMENT', label: 'Auto loan monthly payment', min: 0, max: 3_000 },
  { name: 'AUTO_APR', label: 'Auto loan APR, basis points', min: 0, max: 3_000 },
  { name: 'AUTO_MONTHS_REMAINING', label: 'Auto loan months remaining', min: 0, max: 96 },
  { name: 'AUTO_OPEN_COUNT', label: 'Open auto trades', min: 0, max: 6 },
  { name: 'MORTGAGE_BALANCE', label: 'Mortgage balance', min: 0, max: 1_500_000 },
  { name: 'MORTGAGE_MONTHLY_PAYMENT', label: 'Mortgage monthly payment', min: 0, max: 12_000 },
  { name: 'MORTGAGE_OPEN_COUNT', label: 'Open mortgages', min: 0, max: 5 },
  { name: 'HOME_EQUITY_BALANCE', label: 'Home equity balance', min: 0, max: 500_000 },
  { name: 'STUDENT_LOAN_BALANCE', label: 'Student loan balance', min: 0, max: 300_000 },
  { name: 'PERSONAL_LOAN_BALANCE', label: 'Personal loan balance', min: 0, max: 100_000 },
  { name: 'SHORT_TERM_LOAN_COUNT', label: 'Short-term loans, 12 months', min: 0, max: 20 },
  { name: 'DEBT_TO_INCOME', label: 'Estimated debt-to-income, percent', min: 0, max: 200 },
  { name: 'ESTIMATED_INCOME', label: 'Estimated annual income', min: 0, max: 1_000_000 },
  { name: 'AGE', label: 'Age, years', min: 18, max: 110 },
  { name: 'MONTHS_AT_ADDRESS', label: 'Months at current address', min: 0, max: 900 },
  { name: 'CREDIT_CARD_COUNT', label: 'Credit cards on file', min: 0, max: 40 },
  { name: 'MILITARY_LENDING_COVERED', label: 'MLA covered borrower (1 = yes)', min: 0, max: 1 },
] as const;

export type BureauFieldName = (typeof BUREAU_FIELDS)[number]['name'];

/** Fields computed from what the consumer stated, named with the seed's prefix (000 §9). */
export const DERIVED_FIELDS = DERIVED_CHECKS.map((check) => `${DERIVED_FIELD_PREFIX}${check}` as const);
export type DerivedFieldName = (typeof DERIVED_FIELDS)[number];

export type RuleFieldName = BureauFieldName | DerivedFieldName;

export const RULE_FIELDS: readonly RuleFieldName[] = [...BUREAU_FIELDS.map((field) => field.name), ...DERIVED_FIELDS];

const BY_UPPER_NAME = new Map<string, RuleFieldName>(RULE_FIELDS.map((name) => [name.toUpperCase(), name]));

/** The catalogue spelling of a field, matched without regard to case, or null when the field is unknown. */
export function canonicalField(name: string): RuleFieldName | null {
  return BY_UPPER_NAME.get(name.toUpperCase()) ?? null;
}

export function isDerivedField(name: string): name is DerivedFieldName {
  return name.startsWith(DERIVED_FIELD_PREFIX);
}
