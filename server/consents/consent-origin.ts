import type { Context } from 'hono';
import type { ConsentChannel } from '../../domain/compliance/consents.ts';
import type { AppEnv } from '../http/context.ts';
import { clientAddress } from '../http/rate-limit.ts';
import type { ConsentOrigin } from './consent-records.ts';

/** Where a consent came from: the site, the caller's address (as the rate limiter trusts it) and browser. */
export const consentOrigin = (c: Context<AppEnv>, channel: ConsentChannel): ConsentOrigin => ({
  channel,
  ipAddress: clientAddress(c),
  userAgent: c.req.header('user-agent') ?? null,
});
