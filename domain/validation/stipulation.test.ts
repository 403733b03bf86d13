import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { leadDownloadSchema, STIPULATION_MESSAGES, stipulationSchema } from './stipulation.ts';

describe('stipulation', () => {
  it('needs allowed documents', () => {
    expect(v.parse(stipulationSchema, { name: 'Proof of income', allowedDocuments: ['Recent pay stub'] }).status).toBe(
      'ACTIVE',
    );
    expect(fieldErrors(stipulationSchema, { name: 'Proof of income', allowedDocuments: [] })).toEqual({
      allowedDocuments: [STIPULATION_MESSAGES.allowedDocuments],
    });
    expect(fieldErrors(stipulationSchema, { name: ' ' })).toEqual({
      name: ['Name is required'],
      allowedDocuments: ['Allowed documents is required'],
    });
  });
});

describe('lead download', () => {
  it('needs the loan number and password', () => {
    expect(fieldErrors(leadDownloadSchema, { loanNumber: 'L-1', password: 'secret' })).toEqual({});
    expect(fieldErrors(leadDownloadSchema, { loanNumber: '', password: ' ' })).toEqual({
      loanNumber: ['Loan number is required'],
      password: ['Password is required'],
    });
  });
});

describe('stipulation rule and documents', () => {
  const base = { name: 'Proof of identity', allowedDocuments: ["Driver's license"] };
  it('takes a blank rule as no rule and checks any other with the rule parser', () => {
    expect(v.parse(stipulationSchema, { ...base, rule: '  ' }).rule).toBe('');
    expect(v.parse(stipulationSchema, { ...base, rule: 'VANTAGE_SCORE < 640' }).rule).toBe('VANTAGE_SCORE < 640');
    expect(fieldErrors(stipulationSchema, { ...base, rule: 'SHOE_SIZE > 3' })).toEqual({
      rule: ["Unknown bureau field 'SHOE_SIZE' at position 1"],
    });
  });
  it('accepts only the named documents', () => {
    expect(fieldErrors(stipulationSchema, { ...base, allowedDocuments: ['Selfie'] })).toEqual({
      allowedDocuments: [STIPULATION_MESSAGES.unknownDocument],
    });
  });
});
