import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../api/endpoint.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import { consoleUserAccess } from '../db/queries/console-users.ts';
import { loadConsumerWithCampaign } from '../db/queries/consumers.ts';
import { ApiError, forbidden, unauthorized } from './api-error.ts';
import type { AppEnv } from './context.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * The only calls a user with a temporary password may make (README: "the server answers nothing else"): read their
 * own account and their console's tenant summary (the session the console frame shows), and change the password.
 * Not `PUT /users/me` (the e-mail of an account not yet really theirs) nor any list (issue 30 item 13). Sign-in and
 * the other `/auth` calls are public and never reach this check.
 */
function allowedBeforePasswordChange(method: string, path: string): boolean {
  const call = path.replace(/^\/api/, '');
  if (method === 'POST') return call === '/users/me/password';
  if (method !== 'GET') return false;
  return call === '/users/me' || /^\/(fi|embedder)\/\d+$/.test(call);
}

/**
 * The one access check every route goes through: `public` passes; otherwise the bearer JWT must verify with its
 * realm's key (401 otherwise), the realm must be in the endpoint's list (403 otherwise), and the principal must
 * still exist and be active, so a lock or deactivation takes effect at once rather than at token expiry.
 */
export function requireAccess(access: Exclude<Endpoint['access'], 'apiKey'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('auth', null);
    c.set('consumer', null);
    c.set('actorName', null);
    if (access === 'public') return await next();
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized();
    const { tokens, db } = c.get('deps');
    let claims: SessionClaims;
    try {
      claims = await tokens.verifySession(token);
    } catch {
      throw unauthorized('Your session is invalid or has expired');
    }
    if (!access.includes(claims.realm)) throw forbidden();
    const cache = c.get('deps').accessCache;
    if (claims.realm === 'consumer') {
      // Loaded whole (with the campaign) so consumer calls need no second round trip for it; kept in memory while
      // the cache hears every change to it (server/http/access-cache.ts).
      const mark = cache?.mark() ?? 0;
      let row = cache?.get(claims.sub);
      if (!row) {
        row = await loadConsumerWithCampaign(db, claims.sub);
        if (row) cache?.keep(claims.sub, row, mark);
      }
      if (!row) throw unauthorized('Your session is invalid or has expired');
      c.set('consumer', row);
    } else {
      // Kept in memory like the consumer's row (a console page makes several calls); a lock, a deactivation or a
      // password change is heard at once (migration 0055), and this process's own console changes drop them all.
      const mark = cache?.mark() ?? 0;
      let row = cache?.getConsoleUser(claims.sub);
      if (!row) {
        row = await consoleUserAccess(db, claims.sub);
        if (row) cache?.keepConsoleUser(claims.sub, row, mark);
      }
      if (row?.status !== 'ACTIVE') throw unauthorized('Your session is invalid or has expired');
      // A temporary password (an admin made it) must be changed before anything else: only the user's own
      // account, the session calls and the console frame's tenant summary answer until then (not an admin's
      // pass-through, whose token names the acting admin).
      if (row.temporaryPassword && !claims.actorId && !allowedBeforePasswordChange(c.req.method, c.req.path)) {
        throw new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', 'Change your temporary password to continue');
      }
      c.set('actorName', row.username);
    }
    c.set('auth', claims);
    await next();
    // A change made here is seen by the next call even before its notification arrives.
    if (c.req.method === 'GET') return;
    // A list answer kept before this change must not be the next call's (its notification may come later).
    c.get('deps').keptAnswers?.forgetAll();
    if (claims.realm === 'consumer') cache?.forget(claims.sub);
    else cache?.forgetConsoleUsers();
  };
}
