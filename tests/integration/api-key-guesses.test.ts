import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../server/db/seed.ts';
import { API_KEY_INVALID_MESSAGE } from '../../server/http/api-key-auth.ts';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from '../../server/http/rate-limit.ts';
import { seededApp } from './seeded-app.ts';

/**
 * Issue 30 item 14: failed partner-API key guesses were never throttled per address (700 random keys → 700× 401).
 * Now wrong keys count per address; past the limit every key from that address waits (429 with Retry-After).
 */
const ctx = seededApp();
const limit = RATE_LIMITS.partnerKeyGuess.address.points;

const offer = (key: string, address?: string) =>
  ctx.call('/api/partner/v1/offers/00000000-0000-4000-8000-000000000000', {
    headers: { 'x-api-key': key, ...(address ? { 'x-forwarded-for': address } : {}) },
  });
const randomKey = () => `ow_live_${randomBytes(24).toString('base64url')}`;

describe('partner-API key guesses', () => {
  it('a live key’s calls never count as guesses', async () => {
    for (let n = 0; n < limit + 5; n++) expect((await offer(DEMO_API_KEY)).status).not.toBe(429);
  });

  it('answers 401 to the limit of wrong keys from one address, then 429 to any key from it', async () => {
    const answers = await Promise.all(Array.from({ length: limit + 20 }, () => offer(randomKey())));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const unauthorized = answers.find((answer) => answer.status === 401);
    expect(await unauthorized?.json()).toEqual({ code: 'UNAUTHORIZED', message: API_KEY_INVALID_MESSAGE });
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toEqual({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    // A guessing address cannot tell a live key from a wrong one any more.
    expect((await offer(DEMO_API_KEY)).status).toBe(429);
  });

  it('another address (behind a trusted proxy) is not held up by the guessing one', async () => {
    process.env.TRUST_PROXY = 'true';
    try {
      expect((await offer(DEMO_API_KEY, '198.51.100.20')).status).not.toBe(429);
      expect((await offer(randomKey(), '198.51.100.20')).status).toBe(401);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});
