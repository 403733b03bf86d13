import { describe, expect, it } from 'vitest';
import { SANDBOX_HUMAN_TOKEN } from '../../domain/catalog/identity.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { createApp } from '../app.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from '../http/rate-limit.ts';

// Issue 17 item 5: sign-ins, forgot-password and /further lookups are limited per account and per address, counted
// in PostgreSQL (exact under parallel requests, shared by every server process), answered 429 with Retry-After.

const ctx = seededApp();

const statuses = (answers: Response[]) => answers.map((answer) => answer.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('console sign-in', () => {
  it('lets exactly the (account, address) limit of parallel wrong passwords through, then 429 with Retry-After', async () => {
    const body = { realm: 'fi', tenant: 'harbor-bank', user: 'bank-analyst', password: 'wrong-password-1' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => ctx.app.request('/api/auth', jsonRequest('POST', body))),
    );
    const list = statuses(answers);
    // From one address the (account, address) window is the first to fill (issue 30 item 9).
    const limit = RATE_LIMITS.consoleSignIn.pair.points;
    expect(count(list, 429)).toBe(30 - limit);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toEqual({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
  });

  it('never limits a user who signs in successfully', async () => {
    const body = { realm: 'fi', tenant: 'harbor-bank', user: 'bank-template', password: DEMO_PASSWORD };
    for (let n = 0; n < RATE_LIMITS.consoleSignIn.account.points + 3; n += 1) {
      expect((await ctx.app.request('/api/auth', jsonRequest('POST', body))).status).toBe(200);
    }
  });
});

describe('consumer sign-in', () => {
  it('locks an access code after its wrong last names, also for the right one, under parallel guesses', async () => {
    const limit = RATE_LIMITS.consumerSignIn.account.points;
    const guesses = await Promise.all(
      Array.from({ length: limit + 5 }, (_, n) =>
        ctx.app.request('/api/auth/consumer', jsonRequest('POST', { accessCode: 'DEMO-1009', lastName: `Guess${n}` })),
      ),
    );
    const list = statuses(guesses);
    expect(count(list, 401)).toBe(limit);
    expect(count(list, 429)).toBe(5);
    const right = await ctx.app.request(
      '/api/auth/consumer',
      jsonRequest('POST', { accessCode: 'DEMO-1009', lastName: 'Patel' }),
    );
    expect(right.status).toBe(429);
  });
});

describe('forgot-password', () => {
  it('mails at most the account limit per hour', async () => {
    const body = { realm: 'fi', tenant: 'summit-cu', user: 'cu-template' };
    const list: number[] = [];
    for (let n = 0; n < RATE_LIMITS.forgotPassword.account.points + 2; n += 1) {
      list.push((await ctx.app.request('/api/auth/forgotpassword', jsonRequest('POST', body))).status);
    }
    expect(count(list, 429)).toBe(2);
  });
});

describe('/further lookups', () => {
  it('counts every lookup of one person', async () => {
    const body = {
      lastName: 'Nobody',
      dateOfBirth: '1980-01-01',
      zipcode: '80202',
      ssnLastFour: '9999',
      recaptchaToken: SANDBOX_HUMAN_TOKEN,
    };
    const list: number[] = [];
    for (let n = 0; n < RATE_LIMITS.furtherLookup.account.points + 2; n += 1) {
      list.push((await ctx.app.request('/api/auth/further/registrations', jsonRequest('POST', body))).status);
    }
    expect(count(list, 404)).toBe(RATE_LIMITS.furtherLookup.account.points);
    expect(count(list, 429)).toBe(2);
  });
});

describe('the address window, shared by two server processes on one database', () => {
  it('counts attempts of different accounts from one address across both', async () => {
    const window = { points: 6, seconds: 900 };
    // Without its slow-down, so a full address window answers 429 (decision 0545 only slows consumer sign-ins).
    const { addressSlowDownMs: _slowDown, ...refusing } = RATE_LIMITS.consumerSignIn;
    const small = { ...RATE_LIMITS, consumerSignIn: { ...refusing, address: window } };
    const first = createApp({ ...ctx.deps, rateLimits: small });
    const second = createApp({ ...ctx.deps, rateLimits: small });
    // Behind a trusted proxy the address is X-Forwarded-For's first entry: one fresh address for this test.
    const guess = (app: typeof first, n: number) => {
      const request = jsonRequest('POST', { accessCode: `NOPE-${n}`, lastName: 'Nobody' });
      return app.request('/api/auth/consumer', {
        ...request,
        headers: { ...(request.headers as Record<string, string>), 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
      });
    };
    process.env.TRUST_PROXY = 'true';
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) => guess(first, n)),
      ...Array.from({ length: 5 }, (_, n) => guess(second, n + 5)),
    ]).finally(() => {
      delete process.env.TRUST_PROXY;
    });
    const list = statuses(answers);
    expect(count(list, 401)).toBe(window.points);
    expect(count(list, 429)).toBe(10 - window.points);
  });
});
