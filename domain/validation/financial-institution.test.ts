import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { financialInstitutionSchema, lenderSettingsSchema } from './financial-institution.ts';
import { COVERAGE_MESSAGE } from './lender.ts';

const lender = (overrides: Record<string, unknown> = {}) => ({
  name: 'River Credit Union',
  code: 'river-cu',
  type: 'CREDIT_UNION',
  insuranceCoverage: 'NCUA',
  creditBureau: 'EXPERIAN',
  ...overrides,
});

describe('financial institution (002 §3)', () => {
  it('accepts the required fields alone, with the flags off by default', () => {
    expect(v.parse(financialInstitutionSchema, lender())).toMatchObject({
      autoEnroll: false,
      localPriority: false,
      nationalPresence: false,
      acceptsMla: false,
    });
  });

  it('normalises the phone to 3-3-4 and reads e-mail lists as text or arrays', () => {
    const parsed = v.parse(
      financialInstitutionSchema,
      lender({
        phone: '1-555-123-4567',
        loanLeadEmails: ' a@x.example ,b@x.example,',
        documentImageEmails: ['c@x.example'],
      }),
    );
    expect(parsed.phone).toBe('555-123-4567');
    expect(parsed.loanLeadEmails).toEqual(['a@x.example', 'b@x.example']);
    expect(parsed.documentImageEmails).toEqual(['c@x.example']);
  });

  it('reports each bad field with the seed’s message shape, on its own field', () => {
    expect(
      fieldErrors(
        financialInstitutionSchema,
        lender({
          code: 'River CU',
          einNumber: '12-345678',
          loanLeadEmails: 'a@x.example, b',
          primaryColor: 'blue',
          yearEstablished: 1700,
          pricingModel: 'FREE',
        }),
      ),
    ).toEqual({
      code: ['Enter a valid Lender ID'],
      einNumber: ['Enter a valid EIN'],
      loanLeadEmails: ['Enter a valid email'],
      primaryColor: ['Enter a valid Primary color'],
      yearEstablished: ['Enter a valid Year established'],
      pricingModel: ['Enter a valid Pricing model'],
    });
    expect(fieldErrors(financialInstitutionSchema, lender({ insuranceCoverage: 'FDIC' }))).toEqual({
      insuranceCoverage: [COVERAGE_MESSAGE],
    });
    expect(fieldErrors(financialInstitutionSchema, { type: 'BANK' })).toMatchObject({
      name: ['Name is required'],
      code: ['Lender ID is required'],
    });
  });

  it('needs every settings flag as a boolean', () => {
    expect(fieldErrors(lenderSettingsSchema, { acceptsMla: true, autoEnroll: false, localPriority: 'no' })).toEqual({
      localPriority: ['Enter a valid Local priority'],
      nationalPresence: ['National presence is required'],
    });
  });
});
