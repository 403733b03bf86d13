import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsoleUserStatus } from '../../domain/catalog/statuses.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import {
  CONSOLE_USER_EVENTS,
  type ConsoleUserEventType,
  consoleUserLifecycle,
  consoleUserMoves,
} from '../../machines/users/console-user-lifecycle.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { MAX_FAILED_ATTEMPTS } from '../db/queries/console-users.ts';
import { consoleUsers } from '../db/schema/index.ts';
import { RATE_LIMITS } from '../http/rate-limit.ts';

/**
 * The consoleUserLifecycle machine replayed on the real server and database (model-based). Each generated path starts
 * from the demo user bank-readonly ACTIVE with no failures; LOCK is the sign-in failing MAX_FAILED_ATTEMPTS times,
 * UNLOCK the admin's unlock, ACTIVATE and DEACTIVATE the admin's status change. After every step the status the API
 * reports equals the model's; where the model refuses UNLOCK the API answers 409 with its reason, and where it refuses
 * LOCK the failing sign-ins change no status.
 */

// Every path fails sign-ins of the one user: the sign-in's rate limits (which outlast the lock) are lifted here.
const unlimited = { points: 10_000, seconds: 60 };
const rateLimits = {
  ...RATE_LIMITS,
  consoleSignIn: { ...RATE_LIMITS.consoleSignIn, account: unlimited, pair: unlimited, addressSlowDownMs: 0 },
};
const ctx = seededApp({ signIns: ['admin'], deps: { rateLimits } });
const USERNAME = 'bank-readonly';
let userId = '';

const failSignIns = async () => {
  for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt += 1)
    await ctx.app.request('/api/auth', jsonRequest('POST', { realm: 'fi', user: USERNAME, password: 'wrong' }));
};
const admin = (method: string, path: string, body?: object) =>
  ctx.app.request(`/api/console-users/${userId}${path}`, authed(method, ctx.tokens.admin, body));
const reported = async () => ((await (await admin('GET', '')).json()) as { status: ConsoleUserStatus }).status;

async function drive(event: ConsoleUserEventType) {
  if (event === 'LOCK') return failSignIns();
  const answer =
    event === 'UNLOCK'
      ? await admin('POST', '/unlock')
      : await admin('PUT', '/status', { status: event === 'ACTIVATE' ? 'ACTIVE' : 'INACTIVE' });
  expect(answer.status, event).toBe(200);
}

/** The events the model refuses in `status`, sent: each refused by the API and the status kept. */
async function expectRefusals(status: ConsoleUserStatus) {
  for (const event of CONSOLE_USER_EVENTS) {
    const move = consoleUserMoves.move(status, event);
    if ('next' in move) continue;
    if (event === 'LOCK') await failSignIns();
    else {
      const answer = await admin('POST', '/unlock');
      expect(answer.status, event).toBe(409);
      expect(await answer.json()).toMatchObject({ message: move.refused });
    }
    expect(await reported(), `${status} after a refused ${event}`).toBe(status);
  }
}

const edgePaths = edgePathsOf(consoleUserLifecycle, CONSOLE_USER_EVENTS);

describe('console user lifecycle replayed on the API and sign-in (model-based)', () => {
  it('covers every event of the machine, and only UNLOCK and LOCK are ever refused', () => {
    expectSendsExactly(edgePaths, CONSOLE_USER_EVENTS);
    // The admin's status change is never refused (the API's schema takes ACTIVE and INACTIVE only), so the replay
    // sends only these two where refused.
    for (const status of consoleUserMoves.statuses)
      for (const event of CONSOLE_USER_EVENTS)
        if ('refused' in consoleUserMoves.move(status, event)) expect(['LOCK', 'UNLOCK']).toContain(event);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const [user] = await ctx.db
      .update(consoleUsers)
      .set({ status: 'ACTIVE', failedAttempts: 0 })
      .where(eq(consoleUsers.username, USERNAME))
      .returning({ id: consoleUsers.id });
    userId = user?.id ?? '';
    expect(await reported()).toBe(path.steps[0]?.state.value);
    for (const step of path.steps.slice(1)) {
      await drive(step.event.type as ConsoleUserEventType);
      expect(await reported(), step.event.type).toBe(step.state.value);
      await expectRefusals(step.state.value as ConsoleUserStatus);
    }
  });
});
