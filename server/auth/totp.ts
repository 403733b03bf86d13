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

/** Accepts the current code and one step either side, for clock drift. */
export function verifyTotp(base32Secret: string, code: string, timestamp = Date.now()): boolean {
  return totpFor(base32Secret).validate({ token: code, window: 1, timestamp }) !== null;
}

export function currentTotp(base32Secret: string, timestamp = Date.now()): string {
  return totpFor(base32Secret).generate({ timestamp });
}
