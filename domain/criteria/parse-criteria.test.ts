import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA_CELL } from './criteria-cell.ts';
import { CRITERIA_MESSAGES, parseCriteria } from './parse-criteria.ts';

function cellOf(text: string) {
  const result = parseCriteria(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.cell;
}

function errorOf(text: string) {
  const result = parseCriteria(text);
  if (result.ok) throw new Error(`expected an error for ${text}`);
  return result.error;
}

describe('parseCriteria', () => {
  it.each([
    ['GT 5', { floor: 5, floorOperator: 'GT' }],
    ['GTE 700', { floor: 700, floorOperator: 'GTE' }],
    ['LT 5', { ceil: 5, ceilOperator: 'LT' }],
    ['LTE 12.5', { ceil: 12.5, ceilOperator: 'LTE' }],
    ['GTE -3', { floor: -3, floorOperator: 'GTE' }],
    ['EQ CA', { equal: 'CA' }],
    ['NOTEQ X', { notequal: 'X' }],
    ['EQ 0', { equal: '0' }],
    ['EQ GT', { equal: 'GT' }],
    ['NOTEQ in', { notequal: 'in' }],
    ['IN "A,B,C"', { in: ['A', 'B', 'C'] }],
    ['NOTIN "X,Y"', { notin: ['X', 'Y'] }],
    ['IN "7"', { in: ['7'] }],
    ['GTE 600 LT 800', { floor: 600, floorOperator: 'GTE', ceil: 800, ceilOperator: 'LT' }],
    ['LT 800 GT 600', { floor: 600, floorOperator: 'GT', ceil: 800, ceilOperator: 'LT' }],
    ['GTE 1 NOTIN "4,5"', { floor: 1, floorOperator: 'GTE', notin: ['4', '5'] }],
    ['  gte   10   lte 20 ', { floor: 10, floorOperator: 'GTE', ceil: 20, ceilOperator: 'LTE' }],
    ['EQ A NOTEQ B IN "A,C" NOTIN "D"', { equal: 'A', notequal: 'B', in: ['A', 'C'], notin: ['D'] }],
  ])('reads %s', (text, expected) => {
    expect(cellOf(text)).toEqual({ ...EMPTY_CRITERIA_CELL, ...expected });
  });

  it('says so when nothing follows IN or NOTIN', () => {
    expect(errorOf('IN')).toMatchObject({ code: 'NO_VALUE_AFTER_IN', message: 'No value found after in' });
    expect(errorOf('GTE 5 NOTIN')).toMatchObject({ code: 'NO_VALUE_AFTER_IN', message: 'No value found after in' });
    expect(errorOf('IN ""').message).toBe('No value found after in');
  });

  it('requires double quotes around a list', () => {
    for (const text of ['IN A,B', 'NOTIN X', "IN 'A,B'", 'IN "A,B']) {
      expect(errorOf(text)).toMatchObject({ code: 'NOT_QUOTED', message: 'should be enclosed in double-quotes!' });
    }
  });

  it('rejects spaces inside a list', () => {
    const message = 'There should be no spaces between comma separated values when in is used.';
    expect(errorOf('IN "A, B"')).toMatchObject({ code: 'SPACES_IN_LIST', message });
    expect(errorOf('NOTIN "A ,B,C"').message).toBe(message);
  });

  it('names the list that holds an invalid character', () => {
    expect(errorOf('IN "A,B$"')).toMatchObject({
      code: 'INVALID_CHARACTER',
      message: 'Invalid character found in "A,B$"',
      token: '"A,B$"',
    });
    expect(errorOf('IN "A,,B"').message).toBe('Invalid character found in "A,,B"');
    expect(errorOf('EQ C@').message).toBe(CRITERIA_MESSAGES.invalidCharacter('C@'));
  });

  it('gives an invalid-token error for a non-number after a comparison or an unknown token', () => {
    expect(errorOf('GTE abc')).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid token: abc', token: 'abc' });
    expect(errorOf('LT 5x').message).toBe('Invalid token: 5x');
    expect(errorOf('BETWEEN 5')).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid token: BETWEEN' });
    expect(errorOf('GTE 5 6').message).toBe('Invalid token: 6');
  });

  it('rejects a single token', () => {
    expect(errorOf('700')).toMatchObject({ code: 'SINGLE_TOKEN', message: CRITERIA_MESSAGES.singleToken('700') });
    expect(errorOf('GTE')).toMatchObject({ code: 'MISSING_VALUE', message: 'No value found after gte' });
  });

  it('rejects a missing value between operators', () => {
    expect(errorOf('GTE LT 5')).toMatchObject({ code: 'MISSING_VALUE', message: 'No value found after gte' });
    expect(errorOf('GTE 5 LT')).toMatchObject({ code: 'MISSING_VALUE', message: 'No value found after lt' });
  });

  it('rejects an operator used twice', () => {
    expect(errorOf('GT 5 GTE 6')).toMatchObject({ code: 'DUPLICATE_OPERATOR', message: 'Duplicate operator: GTE' });
    expect(errorOf('LT 5 LTE 6').code).toBe('DUPLICATE_OPERATOR');
    expect(errorOf('EQ A EQ B').code).toBe('DUPLICATE_OPERATOR');
    expect(errorOf('IN "A" IN "B"').code).toBe('DUPLICATE_OPERATOR');
  });

  it('rejects empty text', () => {
    expect(errorOf('   ')).toMatchObject({ code: 'EMPTY', message: CRITERIA_MESSAGES.empty });
  });
});
