import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client-error.ts';
import { fieldNameOf, GENERIC_FAILURE, placeSubmitFailure } from './server-issues.ts';

const validationFailed = (issues: { path?: string; message: string }[], message = 'Validation failed') =>
  new ApiError({ status: 400, code: 'VALIDATION_FAILED', message, issues });

describe('fieldNameOf', () => {
  it('writes array positions the way TanStack Form names fields', () => {
    const values = { terms: [{ minimum: '1' }], address: { zip: '' } };
    expect(fieldNameOf('terms.0.minimum', values)).toBe('terms[0].minimum');
    expect(fieldNameOf('address.zip', values)).toBe('address.zip');
    expect(fieldNameOf('name', values)).toBe('name');
  });

  it('keeps a digit key of an object as a key', () => {
    expect(fieldNameOf('limits.2024', { limits: { 2024: 'x' } })).toBe('limits.2024');
  });
});

describe('placeSubmitFailure', () => {
  const onScreen = (name: string) => ['name', 'terms[0].minimum'].includes(name);

  it('puts each issue on its field and raises no alert when all landed', () => {
    const error = validationFailed([
      { path: 'name', message: 'A branch with this name already exists' },
      { path: 'terms.0.minimum', message: 'Minimum cannot be zero' },
      { path: 'name', message: 'second message for name' },
    ]);
    const failure = placeSubmitFailure(error, { terms: [{}] }, onScreen);
    expect(failure.fieldErrors).toEqual({
      name: 'A branch with this name already exists',
      'terms[0].minimum': 'Minimum cannot be zero',
    });
    expect(failure.formError).toBeNull();
  });

  it('raises the alert with the message and the issues no field shows', () => {
    const error = validationFailed([
      { path: 'name', message: 'Name is required' },
      { path: 'fiId', message: 'Financial institution id must be a positive number' },
      { message: 'Branch limit reached' },
    ]);
    const failure = placeSubmitFailure(error, {}, onScreen);
    expect(failure.fieldErrors).toEqual({ name: 'Name is required' });
    expect(failure.formError).toEqual({
      message: 'Validation failed',
      details: ['Financial institution id must be a positive number', 'Branch limit reached'],
    });
  });

  it('shows an error without issues as the alert', () => {
    const error = new ApiError({
      status: 409,
      code: 'FI_CAMPAIGN_DUPLICATE_NAME',
      message: 'A campaign with this name already exists',
    });
    expect(placeSubmitFailure(error, {}, onScreen).formError).toEqual({
      message: 'A campaign with this name already exists',
      details: [],
    });
  });

  it("shows the seed's generic text for a failure that is not an answer from the server", () => {
    expect(placeSubmitFailure(new TypeError('x is undefined'), {}, onScreen).formError).toEqual({
      message: GENERIC_FAILURE,
      details: [],
    });
  });
});
