import { describe, expect, it } from 'vitest';
import { abortHistory, errorLocation } from './history.ts';

describe('abort and error steps (001 §4)', () => {
  it('abort goes back one page without a target', () => {
    expect(abortHistory(['/a', '/b', '/c'], undefined)).toEqual(['/a', '/b']);
  });
  it('with a target, goes back until the target is reached', () => {
    expect(abortHistory(['/a', '/b', '/c', '/d'], '/b')).toEqual(['/a', '/b']);
  });
  it('has nowhere to go with one page, or a target not behind it', () => {
    expect(abortHistory(['/a'], undefined)).toBeUndefined();
    expect(abortHistory(['/a', '/b'], '/z')).toBeUndefined();
  });
  it('the error step keeps the code only where the target has an :error placeholder', () => {
    expect(errorLocation('/error/:error', 'OFFERS_EXPIRED')).toBe('/error/OFFERS_EXPIRED');
    expect(errorLocation('/error', 'OFFERS_EXPIRED')).toBe('/error');
  });
});
