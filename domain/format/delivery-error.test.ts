import { describe, expect, it } from 'vitest';
import { deliveryErrorText } from './delivery-error.ts';

describe('deliveryErrorText', () => {
  it('names a network error code in words', () => {
    expect(deliveryErrorText('ECONNREFUSED')).toBe('Connection refused');
    expect(deliveryErrorText('ETIMEDOUT')).toBe('Timed out');
  });

  it('finds the code inside a message, as Node words it', () => {
    expect(deliveryErrorText('connect ECONNREFUSED 127.0.0.1:9')).toBe('Connection refused');
    expect(deliveryErrorText('HTTP 500')).toBe('HTTP 500');
  });

  it('keeps a message it does not know as it is', () => {
    expect(deliveryErrorText('fetch failed')).toBe('fetch failed');
  });
});
