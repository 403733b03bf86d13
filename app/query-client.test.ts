import { describe, expect, it } from 'vitest';
import { createQueryClient, DEDUPE_INTERVAL_MS, ERROR_RETRY_INTERVAL_MS, shouldRetry } from './query-client.ts';

describe('query client', () => {
  it('dedupes for 2 s and retries after 5 s', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(DEDUPE_INTERVAL_MS);
    expect(DEDUPE_INTERVAL_MS).toBe(2000);
    expect(options?.retryDelay).toBe(ERROR_RETRY_INTERVAL_MS);
    expect(ERROR_RETRY_INTERVAL_MS).toBe(5000);
  });

  it('retries server and network failures but not client errors', () => {
    expect(shouldRetry(0, { status: 503 })).toBe(true);
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(2, { status: 500 })).toBe(false);
  });
});
