import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  newTestIdentitySchema,
  normalizeDateOfBirth,
  normalizeSsn,
  testIdentityUpdateSchema,
} from './test-identity.ts';

const valid = { firstName: ' Tessa ', lastName: 'Verified', dateOfBirth: '04/12/1985', ssn: '900-12-1234' };
const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe('test identity', () => {
  it('normalises the date of birth to MM-DD-YYYY, the SSN to nine digits, phone and state', () => {
    expect(
      v.parse(newTestIdentitySchema, { ...valid, phone: '(303) 555 0142', state: 'co', zipcode: '80202', email: '' }),
    ).toEqual({
      firstName: 'Tessa',
      lastName: 'Verified',
      dateOfBirth: '04-12-1985',
      ssn: '900121234',
      phone: '303-555-0142',
      state: 'CO',
      zipcode: '80202',
      email: undefined,
    });
  });

  it('reads ISO and the seed’s separators; refuses days that do not exist', () => {
    expect(normalizeDateOfBirth('1985-04-12')).toBe('04-12-1985');
    expect(normalizeDateOfBirth('04.12.1985')).toBe('04-12-1985');
    expect(normalizeDateOfBirth('02-30-1990')).toBeUndefined();
    expect(normalizeDateOfBirth('1990-02-30')).toBeUndefined();
    expect(normalizeSsn('900 12 1234')).toBe('900121234');
    expect(normalizeSsn('90012123')).toBeUndefined();
  });

  it('names each missing or bad field', () => {
    expect(messages(v.safeParse(newTestIdentitySchema, {}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date of birth is required',
      ssn: 'SSN is required',
    });
    expect(
      messages(
        v.safeParse(newTestIdentitySchema, {
          ...valid,
          firstName: '  ',
          dateOfBirth: '13-01-1990',
          ssn: '12345',
          state: 'ZZ',
          zipcode: '123',
          email: 'nope',
          phone: '12',
        }),
      ),
    ).toEqual({
      firstName: 'First name is required',
      dateOfBirth: 'Enter a valid Date of birth',
      ssn: 'Enter a valid SSN (9 digits)',
      state: 'Enter a valid State',
      zipcode: 'Enter a valid Zip code',
      email: 'Enter a valid email',
      phone: 'Enter a valid phone number',
    });
  });

  it('keeps the stored SSN on update when none (or blank) is sent', () => {
    const { ssn: _ssn, ...rest } = valid;
    expect(v.parse(testIdentityUpdateSchema, rest).ssn).toBeUndefined();
    expect(v.parse(testIdentityUpdateSchema, { ...rest, ssn: ' ' }).ssn).toBeUndefined();
    expect(v.parse(testIdentityUpdateSchema, { ...rest, ssn: '900-22-0001' }).ssn).toBe('900220001');
    expect(messages(v.safeParse(testIdentityUpdateSchema, { ...rest, ssn: '1' }))).toEqual({
      ssn: 'Enter a valid SSN (9 digits)',
    });
  });
});
