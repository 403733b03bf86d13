import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/pool.ts';
import { ApiError } from './api-error.ts';
import { answerHeader } from './complete-answer.ts';
import type { AppEnv } from './context.ts';

/** A window: at most `points` counted attempts per `seconds`. */
export interface RateWindow {
  readonly points: number;
  readonly seconds: number;
}

/** Each limited action's windows: per account (the identifier the caller names) and per client address. */
export interface RateLimit {
  /** Null for a limit on addresses alone (guessed API keys name no account). */
  readonly account: RateWindow | null;
  readonly address: RateWindow;
  /** Per (account, address): stops one address guessing one account before the account's own window is used up. */
  readonly pair?: RateWindow;
  /**
   * Past the address window, wait this long and go on instead of refusing: behind a proxy or NAT one address is
   * many people, and refusing it would lock every one of them out (issue 30 item 9).
   */
  readonly addressSlowDownMs?: number;
  /** Only failures count: a successful attempt gives its points back (sign-ins); otherwise every call counts. */
  readonly failuresOnly: boolean;
}

const MINUTES = 60;

/** A limit written as one row: `[points, minutes]` per account, the same per address, and whether only failures count. */
const limit = (
  [accountPoints, accountMinutes]: readonly [number, number],
  [addressPoints, addressMinutes]: readonly [number, number],
  failuresOnly: boolean,
): RateLimit & { account: RateWindow } => ({
  account: { points: accountPoints, seconds: accountMinutes * MINUTES },
  address: { points: addressPoints, seconds: addressMinutes * MINUTES },
  failuresOnly,
});

/**
 * The limits (issue 17; the numbers are ours, docs/decisions/0316-rate-limits-attempt-limits-and-rate-limits.md).
 * Sign-ins count failures only, so a user who signs in often is never limited; forgot-password and the /further lookup
 * send mail, so every call counts.
 */
export const RATE_LIMITS = {
  // Per (account, address) 10 failures, more than the seed's 5-failure lock, so a user an admin unlocks can sign in
  // at once; per account 20 from all addresses; per address only slowed down, never refused (decision 0531).
  consoleSignIn: {
    ...limit([20, 15], [100, 15], true),
    pair: { points: 10, seconds: 15 * MINUTES },
    addressSlowDownMs: 1000,
  },
  // Per access code this is the consumer sign-in's lock-out: 10 wrong last names and the code waits 30 minutes.
  // Per address only slowed down, as the console's: consumers behind one NAT share it (decision 0545).
  consumerSignIn: { ...limit([10, 30], [100, 15], true), addressSlowDownMs: 1000 },
  forgotPassword: limit([5, 60], [30, 60], false),
  furtherLookup: limit([5, 15], [20, 15], false),
  // The partner API, per API key (the account) and per calling address
  // (docs/decisions/0343-rate-limit-embedder-api-keys.md).
  partnerApi: limit([120, 1], [600, 1], false),
  // Unknown, disabled or revoked partner-API keys: 30 per address per 15 minutes, then every key from it waits
  // (issue 30 item 14; docs/decisions/0533-partner-key-guesses.md).
  partnerKeyGuess: { account: null, address: { points: 30, seconds: 15 * MINUTES }, failuresOnly: true },
  // Offer events the consumer pages report (views, previews, clicks): per consumer and per address, every call counts.
  offerEvents: limit([120, 1], [1200, 1], false),
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Readonly<Record<RateLimitName, RateLimit>>;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

// One limiter per database pool and window, created on first use (the table comes with the migrations).
const limiters = new WeakMap<object, Map<string, RateLimiterPostgres>>();

type Scope = 'account' | 'address' | 'pair';

function limiterFor(db: Db, name: string, scope: Scope, window: RateWindow): RateLimiterPostgres {
  const pool = db.$client;
  const byPool = limiters.get(pool) ?? new Map<string, RateLimiterPostgres>();
  limiters.set(pool, byPool);
  const id = `${name}:${scope}:${window.points}:${window.seconds}`;
  let limiter = byPool.get(id);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      // Expired rows are overwritten by the next attempt on their key; no timer keeps the process busy.
      clearExpiredByTimeout: false,
      keyPrefix: `${name}:${scope}`,
      points: window.points,
      duration: window.seconds,
    });
    byPool.set(id, limiter);
  }
  return limiter;
}

/**
 * The caller's address: the socket's, or the first X-Forwarded-For entry when TRUST_PROXY says a proxy in front of
 * us sets it (otherwise anyone could claim any address). Requests without a socket (in-process tests) share one key.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy = process.env.TRUST_PROXY === 'true'): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (trustProxy && forwarded) return forwarded;
  if (forwarded || c.req.header('forwarded')) warnUntrustedProxy(c.get('deps').logger);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

export const UNTRUSTED_PROXY_WARNING =
  'Requests carry X-Forwarded-For or Forwarded but TRUST_PROXY is not "true": every client behind the proxy shares ' +
  "the proxy's address in the rate limits. Set TRUST_PROXY=true if a proxy you run sets the header (docs/runbook.md).";
const warnedLoggers = new WeakSet<object>();

/** Once per logger (per server process): a proxy in front of us that we do not trust makes everyone one address. */
function warnUntrustedProxy(logger: AppEnv['Variables']['deps']['logger']): void {
  if (warnedLoggers.has(logger)) return;
  warnedLoggers.add(logger);
  logger.warn(UNTRUSTED_PROXY_WARNING);
}

function tooMany(c: Context<AppEnv>, retryAfterMs: number): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  answerHeader(c, 'Retry-After', String(seconds));
  throw new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

const accountKey = (account: string) => createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');

export interface CountedAttempt {
  /** The attempt succeeded: a failures-only limit gives its points back. */
  succeeded(): Promise<void>;
}

/**
 * Counts one attempt of a limited action against its windows before it runs (one atomic upsert each, so parallel
 * attempts count exactly), or answers 429 with Retry-After when one is used up; an address window with a slow-down
 * only delays the attempt.
 */
export async function countAttempt(c: Context<AppEnv>, name: RateLimitName, account: string): Promise<CountedAttempt> {
  const deps = c.get('deps');
  const limit: RateLimit = (deps.rateLimits ?? RATE_LIMITS)[name];
  const address = clientAddress(c);
  const windows: CountedWindow[] = [
    { scope: 'address', window: limit.address, key: address, slowDownMs: limit.addressSlowDownMs },
  ];
  if (limit.account) {
    // Accounts are kept as a hash: access codes, usernames and lookup details are not stored in the clear.
    const hashed = accountKey(account);
    // The pair before the account: an address refused on an account does not use up the account's own window.
    if (limit.pair) windows.push({ scope: 'pair', window: limit.pair, key: `${hashed}:${address}` });
    windows.push({ scope: 'account', window: limit.account, key: hashed });
  }
  const consumed: { limiter: RateLimiterPostgres; key: string }[] = [];
  for (const { scope, window, key, slowDownMs } of windows) {
    const limiter = limiterFor(deps.db, name, scope, window);
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      if (slowDownMs === undefined) tooMany(c, error.msBeforeNext);
      await new Promise((resolve) => setTimeout(resolve, slowDownMs));
    }
    consumed.push({ limiter, key });
  }
  return {
    async succeeded() {
      if (!limit.failuresOnly) return;
      await Promise.all(consumed.map((entry) => entry.limiter.reward(entry.key, 1)));
    },
  };
}

interface CountedWindow {
  scope: Scope;
  window: RateWindow;
  key: string;
  slowDownMs?: number | undefined;
}
