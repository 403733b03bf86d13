import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { RATE_LIMITS, UNTRUSTED_PROXY_WARNING } from '../../server/http/rate-limit.ts';
import { jsonRequest } from './db.ts';
import { seededApp } from './seeded-app.ts';

/**
 * Issue 30 item 9: 100 failed sign-ins from one address refused every console sign-in from it for 15 minutes, the
 * correct passwords of other users included (behind a proxy or NAT, everyone). Now failures count per account and
 * per (account, address); per address they only slow down. Consumer sign-in had the same refusal per address and
 * the same change (decision 0545). In-process requests all come from one address.
 */
const ctx = seededApp();

const TARGET = { realm: 'fi', tenant: 'harbor-bank', user: 'bank-analyst' };
const signIn = (body: object, headers: Record<string, string> = {}) => {
  const request = jsonRequest('POST', body);
  return ctx.call('/api/auth', { ...request, headers: { ...(request.headers as Record<string, string>), ...headers } });
};

describe('console sign-in failures from one address', () => {
  it('110 failures never refuse another user’s correct password; the targeted account still locks', async () => {
    const target: number[] = [];
    // Twelve wrong passwords on one account: it locks at the fifth (the seed's rule); past the (account, address)
    // window this address is refused on it.
    for (let n = 0; n < 12; n++) target.push((await signIn({ ...TARGET, password: `wrong-${n}` })).status);
    // A hundred more, each on an account of its own (a spray), in parallel batches.
    const spray: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          signIn({ realm: 'fi', tenant: 'harbor-bank', user: `nobody-${batch}-${n}`, password: 'guess' }),
        ),
      );
      spray.push(...answers.map((answer) => answer.status));
    }
    expect(target.length + spray.length).toBeGreaterThan(RATE_LIMITS.consoleSignIn.address.points + 10);

    const other = await signIn({ realm: 'fi', tenant: 'summit-cu', user: 'cu-admin', password: DEMO_PASSWORD });
    expect(other.status).toBe(200);
    expect(spray.every((status) => status === 401)).toBe(true);
    expect(target).toEqual([401, 401, 401, 401, 423, 423, 423, 423, 423, 423, 429, 429]);
    // The targeted account stays locked, from any address, with its right password too.
    process.env.TRUST_PROXY = 'true';
    try {
      const right = await signIn({ ...TARGET, password: DEMO_PASSWORD }, { 'x-forwarded-for': '198.51.100.9' });
      expect(right.status).toBe(423);
      expect((await right.json()).code).toBe('ACCOUNT_LOCKED');
    } finally {
      delete process.env.TRUST_PROXY;
    }
  }, 120_000);

  it('warns once when requests carry forwarding headers and TRUST_PROXY is off', async () => {
    const warn = vi.fn();
    // The server's logger with warn watched; its other methods (isLevelEnabled…) stay on the prototype.
    const logger: typeof ctx.deps.logger = Object.assign(Object.create(ctx.deps.logger), { warn, child: () => logger });
    const app = createApp({ ...ctx.deps, logger });
    const body = JSON.stringify({ realm: 'fi', tenant: 'summit-cu', user: 'cu-admin', password: DEMO_PASSWORD });
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' };
    for (let n = 0; n < 2; n++) await app.request('/api/auth', { method: 'POST', headers, body });
    expect(warn.mock.calls.filter(([message]) => message === UNTRUSTED_PROXY_WARNING)).toHaveLength(1);
  });
});

const consumerSignIn = (body: object, headers: Record<string, string> = {}) => {
  const request = jsonRequest('POST', body);
  return ctx.call('/api/auth/consumer', {
    ...request,
    headers: { ...(request.headers as Record<string, string>), ...headers },
  });
};

describe('consumer sign-in failures from one address', () => {
  it('110 failures never refuse another consumer’s right last name; the guessed access code still waits', async () => {
    const target: number[] = [];
    // Twelve wrong last names on one access code: its own window (10) refuses the last two.
    for (let n = 0; n < 12; n++)
      target.push((await consumerSignIn({ accessCode: 'DEMO-1006', lastName: `Guess${n}` })).status);
    // A hundred more, each on an access code of its own (a spray), in parallel batches.
    const spray: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) => consumerSignIn({ accessCode: `NOPE-${batch}-${n}`, lastName: 'Nobody' })),
      );
      spray.push(...answers.map((answer) => answer.status));
    }
    expect(target.length + spray.length).toBeGreaterThan(RATE_LIMITS.consumerSignIn.address.points + 10);

    const other = await consumerSignIn({ accessCode: 'DEMO-1001', lastName: 'Garcia' });
    expect(other.status).toBe(200);
    expect(spray.every((status) => status === 401)).toBe(true);
    expect(target).toEqual([...Array(10).fill(401), 429, 429]);
    // The guessed access code waits from any address, its right last name too.
    process.env.TRUST_PROXY = 'true';
    try {
      const right = await consumerSignIn(
        { accessCode: 'DEMO-1006', lastName: 'Rivera' },
        { 'x-forwarded-for': '198.51.100.10' },
      );
      expect(right.status).toBe(429);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  }, 120_000);
});
