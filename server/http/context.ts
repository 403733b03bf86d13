import type { Context } from 'hono';
import type PgBoss from 'pg-boss';
import type { SessionClaims, TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/pool.ts';
import type { ConsumerAccess } from '../db/queries/consumers.ts';
import type { Logger } from '../logger.ts';
import type { RunningSandboxBureau } from '../processing/sandbox-bureau.ts';
import type { HumanCheck } from '../providers/human-check.ts';
import type { IdentityMethod, IdentityProvider, LicenceScanProvider } from '../providers/identity-provider.ts';
import type { ConsumerAccessCache } from './access-cache.ts';
import type { PartnerCaller } from './api-key-auth.ts';
import type { KeptAnswers } from './kept-answers.ts';
import type { RateLimits } from './rate-limit.ts';

/** Everything a handler needs, passed in so tests build an app around their own database. */
export interface AppDeps {
  db: Db;
  logger: Logger;
  tokens: TokenService;
  /** AES-256-GCM key for sealed columns (TOTP secrets, later PII). */
  encryptionKey: Buffer;
  nodeEnv: 'development' | 'production' | 'test';
  /** Origin of every mailed link (PUBLIC_URL, else the server's own address); never read from a request. */
  publicUrl: string;
  /** Built SPA directory; omitted in API-only tests. */
  distDir?: string | undefined;
  now?: () => Date;
  /** Consumers' access rows in memory, kept true by PostgreSQL notifications; every call reads them when absent. */
  accessCache?: ConsumerAccessCache | undefined;
  /** The heavy console lists' answers kept until a table they read changes (decision 0815); none kept when absent. */
  keptAnswers?: KeptAnswers | undefined;
  /** The bot check on public forms; the deterministic sandbox when absent. */
  humanCheck?: HumanCheck | undefined;
  /** The identity and licence-scan vendor; the deterministic sandbox when absent. */
  identityProvider?: (IdentityProvider & LicenceScanProvider) | undefined;
  /** The methods the sandbox identity vendor offers (IDV_METHODS); both when absent. */
  identityMethods?: readonly IdentityMethod[] | undefined;
  /** The rate limits (server/http/rate-limit.ts RATE_LIMITS when absent; tests pass smaller ones). */
  rateLimits?: RateLimits | undefined;
  /** pg-boss, for jobs queued in a request's transaction (postbacks); absent in API tests, which run workers. */
  boss?: Pick<PgBoss, 'send'> | undefined;
  /** The sandbox bureau's SFTP endpoint when the product runs it (decision 0570); the settings page fills from it. */
  sandboxBureau?: Pick<RunningSandboxBureau, 'connection'> | undefined;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Set by the access middleware on protected routes. */
    auth: SessionClaims | null;
    /** The signed-in consumer with their campaign, loaded by the access check on consumer routes. */
    consumer: ConsumerAccess | null;
    /** The console user's username, for audit rows. */
    actorName: string | null;
    /** Partner-API calls: the caller's API key and its embedder (server/http/api-key-auth.ts). */
    partner?: PartnerCaller;
    /** A route set a header of its own (server/http/complete-answer.ts `answerHeader`). */
    answerHeadersSet?: boolean;
    /** The answer's frame-ancestors alone decides who may frame it: no X-Frame-Options (the guest dashboard). */
    framedByPolicy?: boolean;
  };
}

export type AppContext = Context<AppEnv>;
