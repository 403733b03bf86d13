import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushStatus } from '../../domain/loan-leads/loan-leads.ts';
import {
  LEAD_PUSH_EVENTS,
  type LeadPushEventType,
  leadPushMoves,
  loanLeadPush,
} from '../../machines/loan-leads/loan-lead-push-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { redeemSummitOffer, type SummitLead } from '../../tests/integration/summit-lead.ts';
import { fiIntegrations, loanLeads, loanLeadWork } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { attemptLeadPush, LEAD_PUSH_RETRY, type PushOutcome } from '../loan-leads/push.ts';

/**
 * The loanLeadPush machine replayed on the real server, database and push job (model-based). One Summit lead, put back
 * to NOT_PUSHED before each path; PUSH is the lender's push call, the job's answers are real attempts of the push job
 * against the sandbox LOS: DELIVERED an attempt the LOS accepts, ATTEMPT_FAILED a failing attempt with retries left,
 * DELIVERY_FAILED the last failing one. After every step the lead's page reports the model's push status; where the
 * model refuses PUSH the API answers 409 with its reason, and where it refuses the job's answers an attempt does
 * nothing (SKIPPED).
 */

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/loanLeads`;
const ctx = seededApp({ signIns: ['cu-analyst'] });
let lead: SummitLead;
let loanLeadId = '';
const SANDBOX = 'https://sandbox.cunexus.example/api/v2/leads';
const FAILING = 'https://fail.cunexus.example/api/v2/leads';
const { retryLimit } = LEAD_PUSH_RETRY;

const endpoint = (endpointUrl: string) =>
  ctx.db
    .update(fiIntegrations)
    .set({ endpointUrl, status: 'ACTIVE' })
    .where(and(eq(fiIntegrations.fiId, summit.id), eq(fiIntegrations.type, 'CUNEXUS')));
const push = () => ctx.call(`${base}/${lead.redemptionId}/push`, authed('POST', ctx.tokens['cu-analyst']));
const attempt = (retryCount: number) =>
  attemptLeadPush({ db: ctx.db, encryptionKey: ctx.deps.encryptionKey, allowInternal: true }, loanLeadId, {
    retryCount,
    retryLimit,
  });
const reported = async () =>
  (
    (await (await ctx.call(`${base}/${lead.redemptionId}`, authed('GET', ctx.tokens['cu-analyst']))).json()) as {
      lead: { pushStatus: PushStatus };
    }
  ).lead.pushStatus;

/** Each job answer: the LOS endpoint it meets, the attempt's retry count, and the outcome the job answers. */
const JOB: Record<Exclude<LeadPushEventType, 'PUSH'>, [string, number, PushOutcome]> = {
  DELIVERED: [SANDBOX, 0, 'PUSHED'],
  ATTEMPT_FAILED: [FAILING, 0, 'RETRY'],
  DELIVERY_FAILED: [FAILING, retryLimit, 'FAILED'],
};

async function drive(event: LeadPushEventType) {
  if (event === 'PUSH') {
    const answer = await push();
    expect(answer.status, await answer.clone().text()).toBe(200);
    return;
  }
  const [url, retryCount, outcome] = JOB[event];
  await endpoint(url);
  expect(await attempt(retryCount), event).toBe(outcome);
}

/** Every event the model refuses in `status`, sent: refused by the API (409) or skipped by the job; status kept. */
async function expectRefusals(status: PushStatus) {
  for (const event of LEAD_PUSH_EVENTS) {
    const move = leadPushMoves.move(status, event);
    if ('next' in move) continue;
    if (event === 'PUSH') {
      const answer = await push();
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ message: move.refused });
    } else {
      await endpoint(JOB[event][0]);
      expect(await attempt(JOB[event][1]), event).toBe('SKIPPED');
    }
    expect(await reported(), `${status} after a refused ${event}`).toBe(status);
  }
}

const edgePaths = edgePathsOf(loanLeadPush, LEAD_PUSH_EVENTS);

beforeAll(async () => {
  lead = await redeemSummitOffer(ctx);
  const [row] = await ctx.db.select().from(loanLeads).where(eq(loanLeads.redemptionId, lead.redemptionId));
  loanLeadId = row?.id ?? '';
});

describe('loan lead push replayed on the API and the push job (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, LEAD_PUSH_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    await endpoint(SANDBOX);
    await ctx.db.update(loanLeadWork).set({ pushStatus: 'NOT_PUSHED' }).where(eq(loanLeadWork.loanLeadId, loanLeadId));
    expect(await reported()).toBe(path.steps[0]?.state.value);
    await expectRefusals(path.steps[0]?.state.value as PushStatus);
    for (const step of path.steps.slice(1)) {
      await drive(step.event.type as LeadPushEventType);
      expect(await reported(), step.event.type).toBe(step.state.value);
      await expectRefusals(step.state.value as PushStatus);
    }
  });
});
