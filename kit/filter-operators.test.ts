import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { OPERATORS_BY_TYPE } from '../api/paged-list.ts';
import {
  describeFilter,
  filterableFields,
  filterInputKind,
  operatorLabel,
  operatorsFor,
  toFilterValue,
} from './filter-operators.ts';
import { leadFields } from './paged-list.test-support.ts';

/** The English the filter bar reads (the messages' defaults). */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const fields = leadFields;

describe('filter operators per field type', () => {
  it("offers exactly the type's operators of the contract", () => {
    for (const field of Object.values(fields)) expect(operatorsFor(field)).toEqual(OPERATORS_BY_TYPE[field.type]);
  });

  it('offers only filterable fields, in declaration order', () => {
    expect(filterableFields(fields).map(([name]) => name)).toEqual([
      'dateAccepted',
      'id',
      'consumerLastName',
      'status',
      'createdAt',
    ]);
  });

  it('words date comparisons as before and after', () => {
    const label = (...args: Parameters<typeof operatorLabel>) => english.formatMessage(operatorLabel(...args));
    expect(label('GREATERTHAN', 'DATE')).toBe('after');
    expect(label('LESSTHANEQUALTO', 'TIMESTAMP')).toBe('on or before');
    expect(label('GREATERTHAN', 'INTEGER')).toBe('greater than');
    expect(label('LIKE', 'STRING')).toBe('contains');
  });

  it('picks the input for the type: date, number, select, checkboxes or text', () => {
    expect(filterInputKind(fields.dateAccepted, 'EQUAL')).toBe('date');
    expect(filterInputKind(fields.createdAt, 'BETWEEN')).toBe('date');
    expect(filterInputKind(fields.id, 'LESSTHAN')).toBe('number');
    expect(filterInputKind(fields.id, 'IN')).toBe('text');
    expect(filterInputKind(fields.status, 'EQUAL')).toBe('select');
    expect(filterInputKind(fields.status, 'NOTIN')).toBe('checkboxes');
    expect(filterInputKind(fields.consumerLastName, 'LIKE')).toBe('text');
  });
});

describe('filter values', () => {
  it("joins BETWEEN's bounds and IN's values with |", () => {
    expect(toFilterValue(fields.dateAccepted, 'BETWEEN', ['2026-01-01', '2026-01-31'])).toBe('2026-01-01|2026-01-31');
    expect(toFilterValue(fields.id, 'IN', ['4, 8,15 '])).toBe('4|8|15');
    expect(toFilterValue(fields.status, 'IN', ['NEW', 'CLOSED'])).toBe('NEW|CLOSED');
    expect(toFilterValue(fields.consumerLastName, 'LIKE', [' Smith '])).toBe('Smith');
  });

  it('refuses a missing bound, an empty list or a number that is not whole', () => {
    expect(toFilterValue(fields.dateAccepted, 'BETWEEN', ['2026-01-01'])).toBeUndefined();
    expect(toFilterValue(fields.dateAccepted, 'BETWEEN', ['', '2026-01-01'])).toBeUndefined();
    expect(toFilterValue(fields.status, 'IN', [])).toBeUndefined();
    expect(toFilterValue(fields.id, 'EQUAL', ['4.5'])).toBeUndefined();
    expect(toFilterValue(fields.consumerLastName, 'EQUAL', ['  '])).toBeUndefined();
  });

  it('describes a filter for its chip', () => {
    expect(describeFilter({ field: 'status', operator: 'IN', value: 'NEW|CLOSED' }, fields, english)).toBe(
      'Status is one of New, Closed',
    );
    expect(
      describeFilter({ field: 'dateAccepted', operator: 'BETWEEN', value: '2026-01-01|2026-01-31' }, fields, english),
    ).toBe('Date accepted between 2026-01-01 and 2026-01-31');
    expect(describeFilter({ field: 'unknownField', operator: 'EQUAL', value: 'x' }, fields, english)).toBe(
      'unknownField is x',
    );
  });
});
