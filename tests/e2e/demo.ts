import * as OTPAuth from 'otpauth';

/**
 * Demo accounts the server seeds on first start (server/db/seed.ts, docs/decisions.md). Overridable through
 * the environment so the suite can run against another seed.
 */
export const DEMO = {
  password: process.env.E2E_DEMO_PASSWORD ?? 'Offerwell-Demo-2025!',
  admin: {
    user: process.env.E2E_ADMIN_USER ?? 'admin',
    totpSecret: process.env.E2E_ADMIN_TOTP ?? 'OFFERWELLDEMOADMINTOTPSECRETKEYA',
  },
  lenderAdmin: { tenant: 'summit-cu', user: 'cu-admin' },
  lenderAnalyst: { tenant: 'summit-cu', user: 'cu-analyst' },
  /** Peak FCU is in no campaign: specs that change General Setup use it, beside the consumer specs. */
  setupAdmin: { tenant: 'peak-fcu', user: 'peak-admin' },
  setupReadonly: { tenant: 'peak-fcu', user: 'peak-readonly' },
  /** A user no other spec signs in with: the lockout spec locks it. */
  lenderLockable: { tenant: 'harbor-bank', user: 'bank-template' },
  embedder: { tenant: 'acme-auto', user: 'embedder-admin' },
  consumer: { accessCode: 'DEMO-1001', lastName: 'Garcia' },
} as const;

/** The admin's current authenticator code, from the demo secret. */
export function adminTotp(): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(DEMO.admin.totpSecret),
    digits: 6,
    period: 30,
  }).generate();
}
