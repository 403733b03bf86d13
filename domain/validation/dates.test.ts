import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthSchema, parseUsDate, usDateSchema } from './dates.ts';

describe('MM-DD-YYYY dates', () => {
  it('accepts dash, slash, dot and space separators and 19xx/20xx years', () => {
    for (const text of ['01-31-1999', '12/01/2024', '02.29.2024', '07 04 1976']) {
      expect(v.is(usDateSchema(), text), text).toBe(true);
    }
    expect(parseUsDate('12/01/2024')).toEqual({ year: 2024, month: 12, day: 1 });
  });

  it('refuses other shapes, years and impossible days', () => {
    for (const text of [
      '1-31-1999',
      '13-01-1999',
      '01-32-1999',
      '01-31-1899',
      '01-31-2100',
      '02-29-2023',
      '04-31-2024',
      '2024-01-01',
      '01_01_2000',
    ]) {
      expect(v.is(usDateSchema(), text), text).toBe(false);
    }
  });

  it('computes age in whole years', () => {
    const birth = { year: 2000, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birth, { year: 2018, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birth, { year: 2018, month: 7, day: 1 })).toBe(18);
  });

  it('checks the minimum age of a date of birth', () => {
    const today = { year: 2026, month: 11, day: 22 };
    expect(v.is(dateOfBirthSchema(today), '11-22-2008')).toBe(true);
    expect(v.safeParse(dateOfBirthSchema(today), '11-23-2008').issues?.[0]?.message).toBe(
      'You must be at least 18 years old',
    );
    expect(v.is(dateOfBirthSchema(today, 21), '11-22-2008')).toBe(false);
    expect(v.is(dateOfBirthSchema(today), '02-30-1990')).toBe(false);
  });
});
