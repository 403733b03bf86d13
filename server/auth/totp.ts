import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s. */
export function totpFor(base32Secret: string, label = 'offerwell'): TOTP {
  return new TOTP({
    issuer: 'Offerwell',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32Secret),
  });
}

export const TOTP_PERIOD_SECONDS = 30;

/** The RFC 6238 time step of a moment: whole periods since the epoch. */
export const totpStep = (timestamp = Date.now()): number => Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);

/** Accepts the current code and one step either side, for clock drift. */
export function verifyTotp(base32Secret: string, code: string, timestamp = Date.now()): boolean {
  return matchTotpStep(base32Secret, code, timestamp) !== null;
}

/**
 * The time step a code belongs to (current, or one either side for clock drift), or null when it matches none:
 * the caller records it so the same code (or an older one) is not accepted twice.
 */
export function matchTotpStep(base32Secret: string, code: string, timestamp = Date.now()): number | null {
  const delta = totpFor(base32Secret).validate({ token: code, window: 1, timestamp });
  return delta === null ? null : totpStep(timestamp) + delta;
}

export function currentTotp(base32Secret: string, timestamp = Date.now()): string {
  return totpFor(base32Secret).generate({ timestamp });
}
