import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LOOKUP_MESSAGES,
  lookupCsvRowSchema,
  lookupListSchema,
  lookupValueSchema,
  MAX_LOOKUP_VALUES,
} from './lookup-list.ts';

const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('a lookup value', () => {
  it('takes an upper snake case code (lower case raised), a label, and is active unless told', () => {
    expect(v.parse(lookupValueSchema, { code: ' full_time ', label: ' Full time ' })).toEqual({
      code: 'FULL_TIME',
      label: 'Full time',
      active: true,
    });
    expect(v.parse(lookupValueSchema, { code: 'OTHER', label: 'Other', active: false }).active).toBe(false);
  });

  it('refuses a code with spaces or hyphens, a blank label and a non-boolean active', () => {
    expect(issues(lookupValueSchema, { code: 'full time', label: ' ', active: 'yes' })).toEqual([
      ['code', LOOKUP_MESSAGES.code],
      ['label', 'Label is required'],
      ['active', LOOKUP_MESSAGES.active],
    ]);
    expect(issues(lookupValueSchema, { code: '-X', label: 'x' })).toEqual([['code', LOOKUP_MESSAGES.code]]);
    expect(issues(lookupValueSchema, {})).toEqual([
      ['code', 'Code is required'],
      ['label', 'Label is required'],
    ]);
  });
});

describe('a CSV row', () => {
  it('reads an optional active column; blank is active', () => {
    expect(v.parse(lookupCsvRowSchema, { code: 'RENT', label: 'Rent' }).active).toBe(true);
    expect(v.parse(lookupCsvRowSchema, { code: 'RENT', label: 'Rent', active: '' }).active).toBe(true);
    expect(v.parse(lookupCsvRowSchema, { code: 'RENT', label: 'Rent', active: 'No' }).active).toBe(false);
    expect(v.parse(lookupCsvRowSchema, { code: 'RENT', label: 'Rent', active: 'TRUE' }).active).toBe(true);
    expect(issues(lookupCsvRowSchema, { code: 'RENT', label: 'Rent', active: 'maybe' })).toEqual([
      ['active', LOOKUP_MESSAGES.active],
    ]);
  });
});

describe('the whole list', () => {
  it('keeps its order and may be empty', () => {
    const list = v.parse(lookupListSchema, {
      values: [
        { code: 'B', label: 'b' },
        { code: 'A', label: 'a' },
      ],
    });
    expect(list.values.map((value) => value.code)).toEqual(['B', 'A']);
    expect(v.parse(lookupListSchema, { values: [] }).values).toEqual([]);
  });

  it('names every repeated code (compared after raising case) and refuses a list too long', () => {
    const input = {
      values: [
        { code: 'A', label: 'a' },
        { code: 'a', label: 'again' },
      ],
    };
    expect(issues(lookupListSchema, input)).toEqual([['values.1.code', LOOKUP_MESSAGES.duplicateCode]]);
    const long = Array.from({ length: MAX_LOOKUP_VALUES + 1 }, (_, index) => ({ code: `C${index}`, label: 'x' }));
    expect(issues(lookupListSchema, { values: long })).toEqual([['values', LOOKUP_MESSAGES.tooMany]]);
    expect(issues(lookupListSchema, { values: 'A,B' })).toEqual([['values', 'Enter a valid list']]);
  });
});
