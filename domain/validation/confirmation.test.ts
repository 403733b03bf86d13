import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_WORDS, confirmationMessage, confirmationSchema } from './confirmation.ts';
import { fieldErrors } from './field-errors.ts';

describe('typed confirmations', () => {
  it('covers the ten actions of 002 §5, and the fair-lending override (decision 0653)', () => {
    expect(Object.keys(CONFIRMATION_WORDS)).toHaveLength(11);
    expect(CONFIRMATION_WORDS.fairLendingOverride).toBe('ACTIVATE');
  });

  it('accepts the word, ignoring case and surrounding spaces', () => {
    expect(v.is(confirmationSchema('deleteTemplate'), ' delete ')).toBe(true);
    expect(v.is(confirmationSchema('nonLending'), 'NON-LENDING')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(fieldErrors(confirmationSchema('dataReset'), 'RESETS')).toEqual({ '': [confirmationMessage('RESET')] });
    expect(fieldErrors(confirmationSchema('confirm'), undefined)).toEqual({ '': ['Type CONFIRM to confirm'] });
  });
});
