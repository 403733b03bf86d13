import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { INVALID_INPUT_TYPE, invalidMessage, requiredMessage } from './messages.ts';
import {
  choiceOf,
  decimalLte,
  decimalString,
  formObject,
  humanizeKey,
  isDecimalText,
  nonBlank,
  nonZeroDecimalString,
  wholeNumber,
} from './primitives.ts';

describe('messages', () => {
  it('follow the seed shape', () => {
    expect(requiredMessage('Email')).toBe('Email is required');
    expect(invalidMessage('email')).toBe('Enter a valid email');
    expect(INVALID_INPUT_TYPE).toBe('Invalid Input Type');
  });
});

describe('primitives', () => {
  it('nonBlank refuses empty and space-only text', () => {
    expect(v.is(nonBlank('Name'), 'a')).toBe(true);
    expect(fieldErrors(nonBlank('Name'), '  ')).toEqual({ '': ['Name is required'] });
    expect(fieldErrors(nonBlank('Name'), 3)).toEqual({ '': ['Name is required'] });
  });

  it('decimalString accepts unsigned decimals with up to 20 places', () => {
    for (const ok of ['0', '12', '12.5', '0.00000000000000000001']) expect(v.is(decimalString('x'), ok)).toBe(true);
    for (const bad of ['', '-1', '1.', '.5', '1e5', '1,000', '0.000000000000000000001']) {
      expect(v.is(decimalString('x'), bad)).toBe(false);
    }
    expect(isDecimalText('3.14')).toBe(true);
  });

  it('nonZeroDecimalString refuses any spelling of zero', () => {
    expect(fieldErrors(nonZeroDecimalString('APR'), '0.000')).toEqual({ '': ['APR cannot be zero'] });
    expect(fieldErrors(nonZeroDecimalString('APR'), '0.01')).toEqual({});
  });

  it('decimalLte compares exactly', () => {
    expect(decimalLte('0.1', '0.10')).toBe(true);
    expect(decimalLte('10.000000000000000001', '10')).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        expect(decimalLte(String(a), String(b))).toBe(a <= b);
      }),
    );
  });

  it('wholeNumber refuses fractions', () => {
    expect(v.is(wholeNumber('Term'), 12)).toBe(true);
    expect(fieldErrors(wholeNumber('Term'), 1.5)).toEqual({ '': ['Enter a valid Term'] });
  });

  it('humanizes keys', () => {
    expect(humanizeKey('templateName')).toBe('Template name');
    expect(humanizeKey('ssn')).toBe('Ssn');
  });

  it('formObject reports missing keys with their label and non-objects as Invalid Input Type', () => {
    const schema = formObject({ firstName: v.string(), apr: v.string() }, { apr: 'APR' });
    expect(fieldErrors(schema, {})).toEqual({ firstName: ['First name is required'], apr: ['APR is required'] });
    expect(fieldErrors(schema, 'text')).toEqual({ '': [INVALID_INPUT_TYPE] });
  });
});

describe('choiceOf', () => {
  it('says required for no choice and invalid for a value off the list', () => {
    const schema = choiceOf(['A', 'B'], 'Type');
    expect(v.parse(schema, 'A')).toBe('A');
    expect(v.safeParse(schema, undefined).issues?.[0]?.message).toBe('Type is required');
    expect(v.safeParse(schema, 'C').issues?.[0]?.message).toBe('Enter a valid Type');
  });
});
