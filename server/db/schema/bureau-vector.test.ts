import { describe, expect, it } from 'vitest';
import { BUREAU_FIELDS } from '../../../domain/rules/bureau-fields.ts';
import { bureauAttributeSql, bureauPosition, fromBureauVector, toBureauVector } from './bureau-vector.ts';

// The stored order (migration 0035 wrote every existing row in it): a field's position is its address in
// bureau_attributes.attributes, so the catalogue may only grow at its end.
const STORED_ORDER = [
  'VANTAGE_SCORE',
  'FICO',
  'BANKRUPTCY_COUNT',
  'MONTHS_SINCE_BANKRUPTCY',
  'FORECLOSURE_COUNT',
  'REPOSSESSION_COUNT',
  'COLLECTIONS_COUNT',
  'COLLECTIONS_BALANCE',
  'CHARGE_OFF_COUNT',
  'PUBLIC_RECORDS_COUNT',
  'INQUIRIES_6M',
  'INQUIRIES_12M',
  'DELINQUENT_30_DAYS_12M',
  'DELINQUENT_60_DAYS_24M',
  'DELINQUENT_90_DAYS_24M',
  'WORST_RATING_12M',
  'MONTHS_SINCE_DELINQUENCY',
  'TRADES_TOTAL',
  'TRADES_OPEN',
  'OLDEST_TRADE_MONTHS',
  'NEWEST_TRADE_MONTHS',
  'TOTAL_BALANCE',
  'TOTAL_MONTHLY_PAYMENT',
  'TOTAL_UNSECURED_DEBT',
  'REVOLVING_BALANCE',
  'REVOLVING_LIMIT',
  'REVOLVING_UTILIZATION',
  'REVOLVING_OPEN_COUNT',
  'BANKCARD_BALANCE',
  'BANKCARD_UTILIZATION',
  'INSTALLMENT_BALANCE',
  'INSTALLMENT_OPEN_COUNT',
  'AUTO_BALANCE',
  'AUTO_MONTHLY_PAYMENT',
  'AUTO_APR',
  'AUTO_MONTHS_REMAINING',
  'AUTO_OPEN_COUNT',
  'MORTGAGE_BALANCE',
  'MORTGAGE_MONTHLY_PAYMENT',
  'MORTGAGE_OPEN_COUNT',
  'HOME_EQUITY_BALANCE',
  'STUDENT_LOAN_BALANCE',
  'PERSONAL_LOAN_BALANCE',
  'SHORT_TERM_LOAN_COUNT',
  'DEBT_TO_INCOME',
  'ESTIMATED_INCOME',
  'AGE',
  'MONTHS_AT_ADDRESS',
  'CREDIT_CARD_COUNT',
  'MILITARY_LENDING_COVERED',
];

describe('bureau attributes as a stored vector', () => {
  it('keeps every stored field at its position (the catalogue only grows at its end)', () => {
    expect(BUREAU_FIELDS.slice(0, STORED_ORDER.length).map((field) => field.name)).toEqual(STORED_ORDER);
    expect(bureauPosition('VANTAGE_SCORE')).toBe(1);
    expect(bureauPosition('MILITARY_LENDING_COVERED')).toBe(50);
  });

  it('writes a record as the array literal and reads it back from text or from numbers', () => {
    const record = { FICO: 731, REVOLVING_UTILIZATION: 33.3, AGE: 41 };
    const text = toBureauVector(record);
    expect(text.startsWith('{NULL,731,NULL,')).toBe(true);
    expect(text.split(',')).toHaveLength(BUREAU_FIELDS.length);
    expect(fromBureauVector(text)).toEqual(record);
    const numbers = text
      .slice(1, -1)
      .split(',')
      .map((cell) => (cell === 'NULL' ? null : Number(cell)));
    expect(fromBureauVector(numbers)).toEqual(record);
  });

  it('leaves out what is not a finite number', () => {
    expect(toBureauVector({ FICO: Number.NaN, AGE: Number.POSITIVE_INFINITY })).not.toMatch(/NaN|Infinity/);
    expect(fromBureauVector('{}')).toEqual({});
  });

  it('names a field by position in SQL and refuses anything outside the catalogue', () => {
    expect(bureauAttributeSql('FICO', 'b')).toBe('b.attributes[2]');
    expect(bureauAttributeSql('AGE')).toBe('attributes[47]');
    expect(() => bureauAttributeSql("FICO'; drop table offers; --")).toThrow('Unknown bureau field');
    expect(() => bureauPosition('UC_DERIVED_FIELDS_DTI')).toThrow();
  });
});
