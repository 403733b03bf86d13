import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LENDER_ENROLLMENT_EVENTS,
  type LenderEnrollmentEventType,
  type LenderEnrollmentStatus,
  lenderEnrollmentLifecycle,
  lenderEnrollmentMoves,
} from '../../machines/campaign/lender-enrollment-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { fiCampaignEnrollments } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

/**
 * The lenderEnrollmentLifecycle machine replayed on the real server and database (model-based). Each generated path
 * starts with Summit CU not enrolled in the demo's next campaign (its row deleted: enrollment open, as seeded); ENROLL
 * and UNENROLL are the lender's own (cu-admin), ADMIN_ENROLL and ADMIN_UNENROLL the admin's on the campaign's lenders.
 * After every step the status the lender's campaign reports equals the model's, and every event the model refuses
 * there is refused by the API (400 INVALID_CAMPAIGN, the machine's words) with the status kept. AUTO_ENROLL is the
 * enrollment start's job for auto-enroll lenders: uc-campaigns.test.ts and auto-enroll.test.ts run it.
 */

const ctx = seededApp({ signIns: ['cu-admin', 'admin'] });
const summit = DEMO_LENDERS[0];
const next = DEMO_CAMPAIGNS.next.id;
const LENDER = `/api/fi/${summit?.number}/campaigns/${next}`;
const ADMIN = `/api/uc/campaigns/${next}/lenders/${summit?.number}/enrollment`;

const REQUEST: Readonly<Record<Exclude<LenderEnrollmentEventType, 'AUTO_ENROLL'>, () => Promise<Response>>> = {
  ENROLL: () => ctx.call(`${LENDER}/enrollment`, authed('POST', ctx.tokens['cu-admin'])),
  UNENROLL: () => ctx.call(`${LENDER}/enrollment`, authed('DELETE', ctx.tokens['cu-admin'])),
  ADMIN_ENROLL: () => ctx.call(ADMIN, authed('PUT', ctx.tokens.admin)),
  ADMIN_UNENROLL: () => ctx.call(ADMIN, authed('DELETE', ctx.tokens.admin)),
};
const sent = LENDER_ENROLLMENT_EVENTS.filter((event) => event !== 'AUTO_ENROLL') as (keyof typeof REQUEST)[];

const reported = async (): Promise<LenderEnrollmentStatus> => {
  const answer = await ctx.call(LENDER, authed('GET', ctx.tokens['cu-admin']));
  const { enrollmentState } = (await answer.json()) as { enrollmentState: string };
  return enrollmentState === 'Enrolled' ? 'ENROLLED' : 'NOT_ENROLLED';
};

async function expectRefusals(status: LenderEnrollmentStatus) {
  for (const event of sent) {
    const move = lenderEnrollmentMoves.move(status, event);
    if ('next' in move) continue;
    const answer = await REQUEST[event]();
    expect(answer.status, `${status} ${event}`).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_CAMPAIGN', message: move.refused });
    expect(await reported(), `${status} after a refused ${event}`).toBe(status);
  }
}

const edgePaths = edgePathsOf(lenderEnrollmentLifecycle, sent);

describe('lender enrollment lifecycle replayed on the API (model-based)', () => {
  it('covers every event the API takes, and refuses only the changes that change nothing', () => {
    expectSendsExactly(edgePaths, sent);
    expect(lenderEnrollmentMoves.taking('UNENROLL')).toEqual(['ENROLLED']);
    expect(lenderEnrollmentMoves.taking('ENROLL')).toEqual(['NOT_ENROLLED']);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    await ctx.db
      .delete(fiCampaignEnrollments)
      .where(and(eq(fiCampaignEnrollments.ucCampaignId, next), eq(fiCampaignEnrollments.fiId, summit?.id ?? '')));
    expect(await reported()).toBe(path.steps[0]?.state.value);
    await expectRefusals(path.steps[0]?.state.value as LenderEnrollmentStatus);
    for (const step of path.steps.slice(1)) {
      const answer = await REQUEST[step.event.type as keyof typeof REQUEST]();
      expect(answer.status, step.event.type).toBe(200);
      expect(await reported(), step.event.type).toBe(step.state.value);
      await expectRefusals(step.state.value as LenderEnrollmentStatus);
    }
  });
});
