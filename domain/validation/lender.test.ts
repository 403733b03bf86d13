import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  assertBodyMethod,
  COVERAGE_MESSAGE,
  FI_ID_MESSAGE,
  fiIdSchema,
  LENDER_CALL_MESSAGES,
  lenderProfileSchema,
  requireLenderInput,
} from './lender.ts';

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbor Credit Union',
  type: 'CREDIT_UNION',
  insuranceCoverage: 'NCUA',
  creditBureau: 'TRANSUNION',
  ...overrides,
});

describe('lender profile', () => {
  it('accepts a complete profile and normalises its contact fields', () => {
    const parsed = v.parse(
      lenderProfileSchema,
      profile({
        websiteUrl: 'https://harbor.example',
        einNumber: '12-3456789',
        phone: '(555) 123-4567',
        loanLeadEmails: 'a@harbor.example, b@harbor.example',
      }),
    );
    expect(parsed.phone).toBe('555-123-4567');
    expect(parsed.loanLeadEmails).toEqual(['a@harbor.example', 'b@harbor.example']);
  });

  it('matches coverage to the institution type', () => {
    expect(fieldErrors(lenderProfileSchema, profile({ insuranceCoverage: 'ASI' }))).toEqual({});
    expect(fieldErrors(lenderProfileSchema, profile({ insuranceCoverage: 'FDIC' }))).toEqual({
      insuranceCoverage: [COVERAGE_MESSAGE],
    });
    expect(fieldErrors(lenderProfileSchema, profile({ type: 'NBFI', insuranceCoverage: 'NO_COVERAGE' }))).toEqual({});
  });

  it('flags bad contact fields and missing required ones', () => {
    expect(
      Object.keys(fieldErrors(lenderProfileSchema, profile({ einNumber: '123', websiteUrl: 'harbor.example' }))),
    ).toEqual(['websiteUrl', 'einNumber']);
    expect(
      fieldErrors(lenderProfileSchema, { name: 'x', insuranceCoverage: 'NCUA', creditBureau: 'EXPERIAN' }),
    ).toEqual({
      type: ['Institution type is required'],
    });
  });
});

describe('before lender calls', () => {
  it('throws the seed message for a missing input', () => {
    expect(() => requireLenderInput('fiId', undefined)).toThrow(new Error('fiId is missing'));
    expect(() => requireLenderInput('csvTemplateType', '')).toThrow('template type for the csv is missing');
    expect(() => requireLenderInput('occupancyStatusFile', null)).toThrow('Occupancy status file is missing');
    expect(requireLenderInput('logo', 'logo.png')).toBe('logo.png');
    expect(Object.values(LENDER_CALL_MESSAGES)).toHaveLength(8);
  });

  it('needs a positive whole fi id', () => {
    expect(v.parse(fiIdSchema, 42)).toBe(42);
    expect(v.parse(fiIdSchema, '42')).toBe(42);
    for (const bad of [0, -3, 1.5, 'abc', '', null]) {
      expect(fieldErrors(fiIdSchema, bad)).toEqual({ '': [FI_ID_MESSAGE] });
    }
  });

  it('only carries bodies on POST, PUT, PATCH and DELETE', () => {
    expect(assertBodyMethod('patch')).toBe('PATCH');
    expect(() => assertBodyMethod('GET')).toThrow(new Error('Invalid HTTP Method'));
  });
});
