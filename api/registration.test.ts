import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegistrationLookup } from './registration.ts';

const lookup = (dateOfBirth: string) =>
  v.safeParse(RegistrationLookup, {
    lastName: 'Nguyen',
    dateOfBirth,
    zipcode: '94110',
    ssnLastFour: '1234',
    recaptchaToken: 't',
  });

describe('RegistrationLookup date of birth (001 §5 minimum age)', () => {
  it('refuses a consumer under 18 and a date in the future', () => {
    const year = new Date().getUTCFullYear();
    const under = lookup(`${year - 17}-01-01`);
    expect(under.success).toBe(false);
    expect(under.issues?.[0]?.message).toBe('You must be at least 18 years old');
    expect(lookup(`${year + 1}-01-01`).success).toBe(false);
  });

  it('accepts an adult', () => {
    expect(lookup('1980-05-17').success).toBe(true);
  });
});
