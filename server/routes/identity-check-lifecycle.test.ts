import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdentitySession } from '../../api/idverify.ts';
import {
  IDENTITY_CHECK_EVENTS,
  type IdentityCheckEventType,
  type IdentityCheckStatus,
  identityCheckLifecycle,
  identityCheckMoves,
} from '../../machines/identity/identity-check-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { open, seal } from '../auth/secret-box.ts';
import { consumers } from '../db/schema/index.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';

/**
 * The identityCheckLifecycle machine replayed on the real server and database (model-based). Each generated path opens
 * a knowledge-question session for DEMO-1001 Garcia, an hour after the last (so no lock-out carries over): PASS is her
 * own address answered, FAIL a wrong answer, LOCK_OUT her own address answered while the sandbox vendor's SSN/date of
 * birth check fails (test identity …-0004), EXPIRE the session's 15 minutes running out. After every step the status
 * the API reports equals the model's; in an ended check (other than a passed one, which answers itself again) an
 * answer is refused with the machine's reason and changes nothing.
 */

const MINUTE = 60_000;
let clock = Date.parse('2026-11-23T10:00:00Z');
const ctx = seededApp({ deps: { now: () => new Date(clock) } });
const garcia = DEMO_CONSUMERS.find((consumer) => consumer.accessCode === 'DEMO-1001');
const OWN_ADDRESS = { street: '18 Aspen Way', city: 'Boulder', county: 'Boulder' };
let jwt = '';

const call = (method: string, path: string, body?: unknown) =>
  ctx.app.request(`/api/consumers/current/idverify/sessions${path}`, jsonRequest(method, body, jwt));
const answer = (id: string, answers: Record<string, string>) => call('POST', `/${id}/kba`, { answers });
const reported = async (id: string) =>
  v.parse(IdentitySession, await (await call('POST', `/${id}`)).json()).status as IdentityCheckStatus;

/** The sandbox vendor's scenario for Garcia: her SSN's last four pick it (server/providers/sandbox/test-identities.ts). */
async function setSsn(ssn: string) {
  const [row] = await ctx.db
    .select({ pii: consumers.pii })
    .from(consumers)
    .where(eq(consumers.id, garcia?.id ?? ''));
  const pii = JSON.parse(open(ctx.deps.encryptionKey, row?.pii ?? '')) as Record<string, string>;
  await ctx.db
    .update(consumers)
    .set({ pii: seal(ctx.deps.encryptionKey, JSON.stringify({ ...pii, ssn })) })
    .where(eq(consumers.id, garcia?.id ?? ''));
}

async function drive(id: string, event: IdentityCheckEventType) {
  if (event === 'EXPIRE') {
    clock += 16 * MINUTE;
    return;
  }
  if (event === 'LOCK_OUT') await setSsn('521-44-0004');
  const response = await answer(id, event === 'FAIL' ? { ...OWN_ADDRESS, city: 'Fairview' } : OWN_ADDRESS);
  expect(response.status, event).toBe(event === 'PASS' ? 200 : 403);
}

const edgePaths = edgePathsOf(identityCheckLifecycle, IDENTITY_CHECK_EVENTS);

describe('identity check lifecycle replayed on the API (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, IDENTITY_CHECK_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    clock += 61 * MINUTE;
    await setSsn(garcia?.pii.ssn ?? '');
    jwt = await signInConsumer(ctx.app);
    const started = await call('POST', '', { method: 'kba' });
    expect(started.status, await started.clone().text()).toBe(201);
    const { sessionId } = v.parse(IdentitySession, await started.json());
    expect(await reported(sessionId)).toBe(path.steps[0]?.state.value);
    for (const step of path.steps.slice(1)) {
      await drive(sessionId, step.event.type as IdentityCheckEventType);
      const status = step.state.value as IdentityCheckStatus;
      expect(await reported(sessionId), step.event.type).toBe(status);
      const move = identityCheckMoves.move(status, 'PASS');
      if (status === 'PASSED' || 'next' in move) continue;
      const refused = await answer(sessionId, OWN_ADDRESS);
      expect(refused.status).toBe(status === 'EXPIRED' ? 410 : 403);
      expect(await refused.json()).toMatchObject({ message: move.refused });
      expect(await reported(sessionId)).toBe(status);
    }
  });
});
