import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes (base64url). */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The hex HMAC-SHA256 of `<t>.<raw body>` with the secret. */
export const signatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `Offerwell-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const signatureHeader = (secret: string, body: string, at: Date): string => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${signatureOf(secret, t, body)}`;
};

/**
 * What a partner does on receipt (the README's snippet is this): recompute the HMAC over `<t>.<raw body>`, compare in
 * constant time, and refuse a timestamp more than `toleranceSeconds` away (a replayed old request).
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  now = new Date(),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
