import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';

/**
 * Demo accounts the server seeds on first start (server/db/seed.ts, docs/decisions/0060-demo-data-server.md).
 * Overridable through the environment so the suite can run against another seed.
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

const TOTP_PERIOD_MS = 30_000;
const totpCode = (step: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO.admin.totpSecret), digits: 6, period: 30 }).generate({
    timestamp: step * TOTP_PERIOD_MS,
  });

// The server refuses a code of a time step it already accepted (issue 17), and accepts one step either side of
// its own. The workers of a run (and the specs of one worker) share the steps through this file: each sign-in takes
// the current step or, when that is used, the next one; only a third sign-in within one step waits for the clock.
const STEPS_FILE = join(
  tmpdir(),
  `offerwell-e2e-totp-${(process.env.E2E_BASE_URL ?? process.env.E2E_PORT ?? '4173').replace(/[^A-Za-z0-9]/g, '_')}`,
);

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(1, ms));
}

function withStepsLock<T>(run: () => T): T {
  const lock = `${STEPS_FILE}.lock`;
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed worker is stale after a few seconds.
      if (tries > 300) rmSync(lock, { recursive: true, force: true });
      sleepSync(10);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The admin's authenticator code for a time step no sign-in of this run has used yet. */
export function adminTotp(): string {
  for (;;) {
    const now = Math.floor(Date.now() / TOTP_PERIOD_MS);
    const step = withStepsLock(() => {
      const last = existsSync(STEPS_FILE) ? Number(readFileSync(STEPS_FILE, 'utf8')) || 0 : 0;
      const next = Math.max(now, last + 1);
      if (next > now + 1) return null;
      writeFileSync(STEPS_FILE, String(next));
      return next;
    });
    if (step !== null) return totpCode(step);
    sleepSync((now + 1) * TOTP_PERIOD_MS - Date.now() + 50);
  }
}
