import { currentTotp, TOTP_PERIOD_SECONDS } from '../auth/totp.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../db/seed.ts';

// `npm run totp`: the demo admin's current second-factor code, how long it stays valid, and the next one. A code is
// accepted once (issue 17): to sign in again within the same 30 s, use the next code (the server accepts one step
// ahead for clock drift).
const now = Date.now();
const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now / 1000) % TOTP_PERIOD_SECONDS);
console.log(`${currentTotp(DEMO_ADMIN_TOTP_SECRET, now)}  (admin, valid for ${secondsLeft}s)`);
console.log(
  `${currentTotp(DEMO_ADMIN_TOTP_SECRET, now + TOTP_PERIOD_SECONDS * 1000)}  (next: for a second sign-in within ${secondsLeft}s)`,
);
