import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, changePasswordFormSchema, profileUpdateSchema, resetPasswordFormSchema } from './account.ts';
import { fieldErrors } from './field-errors.ts';
import { PASSWORD_MESSAGES } from './password.ts';

describe('profileUpdateSchema', () => {
  it('trims the e-mail and normalises the phone to 3-3-4', () => {
    expect(v.parse(profileUpdateSchema, { email: ' pat@cu.example ', phone: '+1 (303) 555 0100' })).toEqual({
      email: 'pat@cu.example',
      phone: '303-555-0100',
    });
  });

  it('clears a blank or absent phone', () => {
    expect(v.parse(profileUpdateSchema, { email: 'pat@cu.example', phone: '  ' }).phone).toBeNull();
    expect(v.parse(profileUpdateSchema, { email: 'pat@cu.example', phone: null }).phone).toBeNull();
    expect(v.parse(profileUpdateSchema, { email: 'pat@cu.example' }).phone).toBeNull();
  });

  it('says a missing e-mail is required (once) and a bad one or bad phone is invalid', () => {
    expect(fieldErrors(profileUpdateSchema, { email: '  ', phone: '' })).toEqual({ email: ['Email is required'] });
    expect(fieldErrors(profileUpdateSchema, { email: 'pat@', phone: '555-12' })).toEqual({
      email: ['Enter a valid email'],
      phone: ['Enter a valid phone number'],
    });
  });
});

describe('changePasswordFormSchema and resetPasswordFormSchema', () => {
  const form = changePasswordFormSchema({ username: 'cu-profile' });

  it('accepts a long new password confirmed the same', () => {
    const values = { currentPassword: 'old', newPassword: 'harbor-lights-2031', confirmPassword: 'harbor-lights-2031' };
    expect(fieldErrors(form, values)).toEqual({});
  });

  it('reports each field: required current, rules on the new one, a confirmation that differs', () => {
    expect(fieldErrors(form, { currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: [PASSWORD_MESSAGES.tooShort(12)],
      confirmPassword: [ACCOUNT_MESSAGES.confirmMismatch],
    });
    expect(
      fieldErrors(form, { currentPassword: 'x', newPassword: 'CU-PROFILE', confirmPassword: 'CU-PROFILE' }).newPassword,
    ).toContain(PASSWORD_MESSAGES.sameAsUsername);
    expect(
      fieldErrors(form, { currentPassword: 'x', newPassword: 'harbor-lights-2031', confirmPassword: 'harbor-2031' }),
    ).toEqual({ confirmPassword: [ACCOUNT_MESSAGES.confirmMismatch] });
  });

  it('does not ask for the current password on the reset form', () => {
    const reset = resetPasswordFormSchema();
    expect(fieldErrors(reset, { newPassword: 'harbor-lights-2031', confirmPassword: 'harbor-lights-2031' })).toEqual(
      {},
    );
    expect(fieldErrors(reset, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: ['New password is required'],
      confirmPassword: ['Confirm password is required'],
    });
  });
});
