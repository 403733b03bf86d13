import { currentTotp } from '../auth/totp.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../db/seed.ts';

// `npm run totp`: the current second-factor code of the demo admin, and how long it stays valid.
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentTotp(DEMO_ADMIN_TOTP_SECRET)}  (admin, valid for ${secondsLeft}s)`);
