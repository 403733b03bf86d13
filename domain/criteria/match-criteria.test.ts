import { describe, expect, it } from 'vitest';
import { matchesCriteria } from './match-criteria.ts';
import { parseCriteria } from './parse-criteria.ts';

function matches(text: string, value: number | string | null) {
  const result = parseCriteria(text);
  if (!result.ok) throw new Error(result.error.message);
  return matchesCriteria(result.cell, value);
}

describe('matchesCriteria', () => {
  it('applies floors and ceilings with their operators', () => {
    expect(matches('GTE 600 LT 800', 600)).toBe(true);
    expect(matches('GTE 600 LT 800', 799.9)).toBe(true);
    expect(matches('GTE 600 LT 800', 800)).toBe(false);
    expect(matches('GT 600 LTE 800', 600)).toBe(false);
    expect(matches('GT 600 LTE 800', 800)).toBe(true);
    expect(matches('GTE 600', '650')).toBe(true);
    expect(matches('GTE 600', 'CA')).toBe(false);
    expect(matches('LT 5', 'CA')).toBe(false);
  });

  it('compares equal and not-equal as numbers for numbers and as text otherwise', () => {
    expect(matches('EQ 5', 5)).toBe(true);
    expect(matches('EQ 5.0', 5)).toBe(true);
    expect(matches('EQ CA', 'ca')).toBe(true);
    expect(matches('EQ CA', 'NV')).toBe(false);
    expect(matches('NOTEQ X', 'x')).toBe(false);
    expect(matches('NOTEQ X', 'Y')).toBe(true);
  });

  it('applies in and not-in lists', () => {
    expect(matches('IN "A,B,C"', 'B')).toBe(true);
    expect(matches('IN "A,B,C"', 'D')).toBe(false);
    expect(matches('IN "0,1"', 1)).toBe(true);
    expect(matches('NOTIN "X,Y"', 'Y')).toBe(false);
    expect(matches('NOTIN "X,Y"', 'Z')).toBe(true);
  });

  it('never passes a missing value', () => {
    expect(matches('NOTEQ X', null)).toBe(false);
    expect(matches('NOTIN "1"', Number.NaN)).toBe(false);
  });
});
