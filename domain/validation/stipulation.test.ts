import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { leadDownloadSchema, STIPULATION_MESSAGES, stipulationSchema } from './stipulation.ts';

describe('stipulation', () => {
  it('needs allowed documents', () => {
    expect(v.parse(stipulationSchema, { name: 'Proof of income', allowedDocuments: ['Pay stub'] }).status).toBe(
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
