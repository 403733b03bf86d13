import { describe, expect, it } from 'vitest';
import { consumerErrorPage } from './consumer-error-pages.ts';

describe('consumerErrorPage', () => {
  it('tells a consumer with a session issue to close the window and try later (001 §8)', () => {
    expect(consumerErrorPage('session').message).toBe('Please close this window and try again later.');
    expect(consumerErrorPage('session').browse).toBe(false);
  });

  it('has a not-found page of its own and a generic page for any other code', () => {
    expect(consumerErrorPage('not-found').title).toBe('Page not found');
    expect(consumerErrorPage('NO_SUCH_CODE').title).toBe('Oops! Something went wrong.');
    expect(consumerErrorPage('toString').title).toBe('Oops! Something went wrong.');
  });
});
