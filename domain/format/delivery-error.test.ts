import { describe, expect, it } from 'vitest';
import { deliveryErrorText } from './delivery-error.ts';

describe('deliveryErrorText', () => {
  it('names a network error code in words', () => {
    expect(deliveryErrorText('ECONNREFUSED')).toBe('Connection refused');
    expect(deliveryErrorText('ETIMEDOUT')).toBe('Timed out');
  });

  it('keeps a message it does not know as it is', () => {
    expect(deliveryErrorText('fetch failed')).toBe('fetch failed');
  });
});
