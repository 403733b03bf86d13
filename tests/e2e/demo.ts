import * as OTPAuth from 'otpauth';

/**
 * Demo accounts the server seeds on first start (docs/decisions/server.md). Overridable through the environment so
 * the suite can run against another seed.
 */
export const DEMO = {
  password: process.env.E2E_DEMO_PASSWORD ?? 'TODO',
  admin: { user: process.env.E2E_ADMIN_USER ?? 'TODO', totpSecret: process.env.E2E_ADMIN_TOTP ?? 'TODO' },
  lenderAdmin: { tenant: 'TODO', user: 'TODO' },
  lenderAnalyst: { tenant: 'TODO', user: 'TODO' },
  /** A user no other spec signs in with: the lockout spec locks it. */
  lenderLockable: { tenant: 'TODO', user: 'TODO' },
  embedder: { tenant: 'TODO', user: 'TODO' },
  consumer: { accessCode: 'TODO', lastName: 'TODO' },
} as const;

/** The admin's current authenticator code, from the demo secret. */
export function adminTotp(): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(DEMO.admin.totpSecret),
    digits: 6,
    period: 30,
  }).generate();
}
