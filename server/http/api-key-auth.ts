import type { MiddlewareHandler } from 'hono';
import { findLiveApiKey, touchApiKey } from '../db/queries/api-keys.ts';
import { hashApiKey } from '../partner/api-key-value.ts';
import { bearerToken } from './access.ts';
import { unauthorized } from './api-error.ts';
import type { AppEnv } from './context.ts';
import { countAttempt } from './rate-limit.ts';

/** The caller of a partner-API call: its key and the embedder the key belongs to. */
export interface PartnerCaller {
  readonly apiKeyId: string;
  readonly embedderId: string;
  readonly embedderName: string;
}

export const API_KEY_MISSING_MESSAGE = 'Send your API key as "Authorization: Bearer <key>" or "X-Api-Key: <key>".';
/** One answer for an unknown, disabled or revoked key: the caller learns nothing about which. */
export const API_KEY_INVALID_MESSAGE = 'This API key is not valid.';

/**
 * The access check of `access: 'apiKey'` endpoints (the partner API): the key from `Authorization: Bearer` or
 * `X-Api-Key` must be a live key (enabled, not revoked) — 401 otherwise, 429 after too many wrong keys from the
 * caller's address; then the call counts against the key's rate limit (429 with Retry-After) and stamps the key's
 * last use.
 */
export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('auth', null);
  c.set('consumer', null);
  c.set('actorName', null);
  const key = bearerToken(c.req.header('authorization')) ?? c.req.header('x-api-key')?.trim();
  if (!key) throw unauthorized(API_KEY_MISSING_MESSAGE);
  const { db } = c.get('deps');
  // Wrong keys count per address (429 past the limit, for any key from it, or guessing could go on unnoticed
  // behind the valid answers); a live key gives its point back (issue 30 item 14).
  const guess = await countAttempt(c, 'partnerKeyGuess', '');
  const found = await findLiveApiKey(db, hashApiKey(key));
  if (!found) throw unauthorized(API_KEY_INVALID_MESSAGE);
  await guess.succeeded();
  await countAttempt(c, 'partnerApi', found.id);
  await touchApiKey(db, found.id);
  c.set('partner', { apiKeyId: found.id, embedderId: found.embedderId, embedderName: found.embedderName });
  await next();
};
