import { describe, expect, it } from 'vitest';
import { errorMessageFor, rememberErrorMessage } from './error-message.ts';

describe('the server’s words for a consumer error page', () => {
  it('are shown on the page of the code they came with, and on no other', () => {
    rememberErrorMessage('VALIDATION_FAILED', 'Too many licence scan attempts. Please contact support.');
    expect(errorMessageFor('VALIDATION_FAILED')).toBe('Too many licence scan attempts. Please contact support.');
    expect(errorMessageFor('INTERNAL_ERROR')).toBeNull();
    expect(errorMessageFor(null)).toBeNull();
  });

  it('are replaced by the next error, and the bare fallback is no words of the server’s', () => {
    rememberErrorMessage('VALIDATION_FAILED', 'First');
    rememberErrorMessage('INTERNAL_ERROR', 'Something went wrong');
    expect(errorMessageFor('VALIDATION_FAILED')).toBeNull();
    expect(errorMessageFor('INTERNAL_ERROR')).toBeNull();
  });
});
