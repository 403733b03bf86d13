import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Realm } from '../../domain/realms.ts';

/** Lifetimes (docs/decisions/0044-lifetimes-sessions-and-security.md). */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Short-lived: a reset link in a forwarded or leaked mail stops working soon (issue 17). */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;

type Purpose = 'session' | 'mfa' | 'remember' | 'reset' | 'dashboard' | 'handoff';

export interface SessionClaims {
  sub: string;
  realm: Realm;
  tenantId: string | null;
  roles: string[];
  /** The admin acting through pass-through. */
  actorId?: string;
  /** A consumer session narrowed to these product types (000 §3 supportedProductTypes, docs/decisions/0670). */
  productTypes?: string[];
  /**
   * The token's own id (its jti), read on verify and never signed from here: a consumer's visit is one session
   * token, so its transaction row is keyed by it (docs/decisions/0645).
   */
  sessionId?: string;
}

/**
 * One HS256 key per realm and purpose, derived from the master secret, so a token minted for one realm or
 * purpose can never be replayed as another.
 */
export class TokenService {
  readonly #secret: string;
  constructor(secret: string) {
    this.#secret = secret;
  }

  readonly #keys = new Map<string, KeyObject>();

  /** Derived once per realm and purpose: a KeyObject lets jose verify with node:crypto directly (no re-import). */
  #key(realm: string, purpose: Purpose): KeyObject {
    const name = `offerwell:${purpose}:${realm}`;
    let key = this.#keys.get(name);
    if (!key) {
      key = createSecretKey(createHmac('sha256', this.#secret).update(name).digest());
      this.#keys.set(name, key);
    }
    return key;
  }

  async #sign(realm: string, purpose: Purpose, claims: Record<string, unknown>, sub: string, ttl: number) {
    return await new SignJWT({ ...claims, realm })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt()
      .setJti(randomBytes(12).toString('base64url'))
      .setExpirationTime(`${ttl}s`)
      .setIssuer('offerwell')
      .setAudience(`offerwell:${purpose}`)
      .sign(this.#key(realm, purpose));
  }

  async #verify(token: string, realm: string, purpose: Purpose) {
    const { payload } = await jwtVerify(token, this.#key(realm, purpose), {
      algorithms: ['HS256'],
      issuer: 'offerwell',
      audience: `offerwell:${purpose}`,
    });
    if (payload.realm !== realm || typeof payload.sub !== 'string') throw new Error('Token realm mismatch');
    return payload as typeof payload & { sub: string };
  }

  async signSession(claims: SessionClaims): Promise<string> {
    const { sub, realm, sessionId: _ignored, ...rest } = claims;
    return await this.#sign(realm, 'session', rest, sub, SESSION_TTL_SECONDS);
  }

  /**
   * Session tokens already verified, by their exact text, until their own expiry (at most a minute): a signed token
   * cannot change, and the signature check is most of an authenticated call's CPU. Revocation does not depend on
   * this: the access check reads the principal's status from the database on every call.
   */
  readonly #verified = new LRUCache<string, { claims: SessionClaims; expiresAt: number }>({
    max: 20_000,
    ttl: 60_000,
  });

  /** Verifies a session token of the realm it claims; throws when invalid, expired or of another purpose. */
  async verifySession(token: string): Promise<SessionClaims> {
    const known = this.#verified.get(token);
    if (known && known.expiresAt > Date.now()) return { ...known.claims };
    const claims = await this.#verifyUncached(token);
    return claims;
  }

  async #verifyUncached(token: string): Promise<SessionClaims> {
    const [, body] = token.split('.');
    let claimedRealm: unknown;
    try {
      claimedRealm = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')).realm;
    } catch {
      throw new Error('Malformed token');
    }
    if (typeof claimedRealm !== 'string') throw new Error('Malformed token');
    const payload = await this.#verify(token, claimedRealm, 'session');
    const claims: SessionClaims = {
      sub: payload.sub,
      realm: claimedRealm as Realm,
      tenantId: typeof payload.tenantId === 'string' ? payload.tenantId : null,
      roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
    };
    if (typeof payload.actorId === 'string') claims.actorId = payload.actorId;
    if (Array.isArray(payload.productTypes)) claims.productTypes = payload.productTypes.map(String);
    if (typeof payload.jti === 'string') claims.sessionId = payload.jti;
    if (typeof payload.exp === 'number')
      this.#verified.set(token, { claims: { ...claims }, expiresAt: payload.exp * 1000 });
    return claims;
  }

  /** The opaque second-step challenge: carries who passed the first factor, stored nowhere. */
  async signMfaChallenge(realm: string, userId: string, rememberMe: boolean): Promise<string> {
    return await this.#sign(realm, 'mfa', { rememberMe }, userId, MFA_CHALLENGE_TTL_SECONDS);
  }

  async verifyMfaChallenge(token: string, realm: string): Promise<{ userId: string; rememberMe: boolean }> {
    const payload = await this.#verify(token, realm, 'mfa');
    return { userId: payload.sub, rememberMe: payload.rememberMe === true };
  }

  /** A read-only dashboard guest token (POST /auth/superset/dashboard/guest): its own key, never a session. */
  async signDashboardGuest(
    realm: string,
    userId: string,
    claims: { dashboard: string; tenantId: string | null },
    ttlSeconds: number,
  ): Promise<string> {
    return await this.#sign(realm, 'dashboard', { ...claims, scope: 'dashboard:read' }, userId, ttlSeconds);
  }

  async verifyDashboardGuest(token: string, realm: string) {
    const payload = await this.#verify(token, realm, 'dashboard');
    return {
      userId: payload.sub,
      dashboard: String(payload.dashboard),
      tenantId: (payload.tenantId as string) ?? null,
    };
  }

  /**
   * A partner's hand-off of one of its consumers (POST /partner/v1/consumers/handoff), exchanged once for a consumer
   * session by GET /auth/consumer/exchange (docs/decisions/0672): its own key, minutes long, never a session itself.
   */
  async signConsumerHandoff(consumerId: string, productTypes: string[], ttlSeconds: number): Promise<string> {
    return await this.#sign('consumer', 'handoff', { productTypes }, consumerId, ttlSeconds);
  }

  async verifyConsumerHandoff(token: string): Promise<{ consumerId: string; productTypes: string[] }> {
    const payload = await this.#verify(token, 'consumer', 'handoff');
    const productTypes = Array.isArray(payload.productTypes) ? payload.productTypes.map(String) : [];
    return { consumerId: payload.sub, productTypes };
  }

  async signRememberMe(realm: string, userId: string): Promise<string> {
    return await this.#sign(realm, 'remember', {}, userId, REMEMBER_ME_TTL_SECONDS);
  }

  async verifyRememberMe(token: string, realm: string): Promise<{ userId: string }> {
    const payload = await this.#verify(token, realm, 'remember');
    return { userId: payload.sub };
  }

  /**
   * A reset token names the password it replaces by that password's change time (`pwd`, ms; 0 for never changed):
   * once the password changes (through this token or any other way) the token no longer matches, so it works once.
   */
  async signPasswordReset(realm: string, userId: string, passwordChangedAt: Date | null): Promise<string> {
    return await this.#sign(
      realm,
      'reset',
      { pwd: passwordChangedAt?.getTime() ?? 0 },
      userId,
      PASSWORD_RESET_TTL_SECONDS,
    );
  }

  /**
   * Verifies a reset token of the realm it claims (the reset form sends no realm). Throws ResetTokenError saying
   * whether it expired or is not a reset token at all.
   */
  async verifyPasswordReset(token: string, options: { now?: Date } = {}): Promise<ResetClaims> {
    const realm = claimedRealm(token);
    if (!realm) throw new ResetTokenError('invalid');
    try {
      const { payload } = await jwtVerify(token, this.#key(realm, 'reset'), {
        algorithms: ['HS256'],
        issuer: 'offerwell',
        audience: 'offerwell:reset',
        ...(options.now ? { currentDate: options.now } : {}),
      });
      if (payload.realm !== realm || typeof payload.sub !== 'string' || typeof payload.pwd !== 'number') {
        throw new ResetTokenError('invalid');
      }
      return { realm, userId: payload.sub, passwordChangedAt: payload.pwd };
    } catch (error) {
      if (error instanceof ResetTokenError) throw error;
      throw new ResetTokenError((error as { code?: unknown }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
    }
  }
}

export interface ResetClaims {
  realm: string;
  userId: string;
  /** The change time (ms) of the password the token may replace; 0 when it was never changed. */
  passwordChangedAt: number;
}

export class ResetTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`Password reset token ${reason}`);
  }
}

/** The realm a token's payload claims, read before verifying so the right realm's key checks it. */
function claimedRealm(token: string): string | null {
  const [, body] = token.split('.');
  try {
    const realm: unknown = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')).realm;
    return typeof realm === 'string' ? realm : null;
  } catch {
    return null;
  }
}

/** What we store for a remember-me token: its SHA-256, never the token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
