import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTO_ENROLL_ACTIONS } from '../../api/lender-campaigns.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import {
  auditLog,
  campaignPrescreenCriteria,
  fiCampaignEnrollments,
  financialInstitutions,
} from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const ctx = seededApp({ signIns: ['admin', 'cu-admin'] });
const { tokens } = ctx;
const [summit, harbor] = DEMO_LENDERS;

async function startedCampaign(name: string): Promise<string> {
  const created = await ctx.call(
    '/api/uc/campaigns',
    authed('POST', tokens.admin, {
      name,
      status: 'CREATED',
      enrollmentPeriod: { start: day(-1), end: day(10) },
      activeOffersPeriod: { start: day(200), end: day(230) },
      dropDates: [day(200)],
      dropDateWindow: '2',
      prequalVantageCutoff: '640',
      ruleSet: { name: 'Prime', description: 'Prime borrowers' },
      ruleSetRules: 'VANTAGE_SCORE >= 640',
    }),
  );
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { ucCampaignId: string }).ucCampaignId;
  const started = await ctx.call(
    `/api/uc/campaigns/${id}/transitions`,
    authed('POST', tokens.admin, { event: 'START_ENROLLMENT' }),
  );
  expect(started.status).toBe(200);
  return id;
}

const enrollmentOf = async (fiId: string, campaignId: string) =>
  (
    await ctx.db
      .select()
      .from(fiCampaignEnrollments)
      .where(and(eq(fiCampaignEnrollments.fiId, fiId), eq(fiCampaignEnrollments.ucCampaignId, campaignId)))
  )[0];

describe('auto-enroll when a campaign’s enrollment starts (000 §4 "auto enrolled")', () => {
  it('enrolls a lender with auto-enroll on, with its last campaign’s prescreen rules, audited', async () => {
    if (!summit || !harbor) throw new Error('demo lenders missing');
    // Summit's own prescreen rule in its last campaign (the current one): it is carried over.
    await ctx.db.insert(campaignPrescreenCriteria).values({
      ucCampaignId: DEMO_CAMPAIGNS.current.id,
      fiId: summit.id,
      state: 'CO',
      field: 'VANTAGE_SCORE',
      criteria: '>= 660',
      complete: true,
    });
    await ctx.db
      .update(financialInstitutions)
      .set({ autoEnroll: false })
      .where(eq(financialInstitutions.id, harbor.id));
    const id = await startedCampaign('Summer 2027 auto');

    expect(await enrollmentOf(summit.id, id)).toMatchObject({
      status: 'ENROLLED',
      autoEnrolled: true,
      sourceType: 'UCCAMPAIGN',
      dataFileStatus: 'COMPLETE',
    });
    // Auto-enroll off: the lender decides for itself.
    expect(await enrollmentOf(harbor.id, id)).toBeUndefined();
    const rules = await ctx.db
      .select()
      .from(campaignPrescreenCriteria)
      .where(and(eq(campaignPrescreenCriteria.ucCampaignId, id), eq(campaignPrescreenCriteria.fiId, summit.id)));
    expect(rules).toMatchObject([{ state: 'CO', field: 'VANTAGE_SCORE', criteria: '>= 660', complete: true }]);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, summit.id), eq(auditLog.entityId, id)));
    expect(audits.map((row) => [row.category, row.action]).sort()).toEqual([
      ['CAMPAIGN', AUTO_ENROLL_ACTIONS.enrollment],
      ['UCCAMPAIGN', AUTO_ENROLL_ACTIONS.prescreen],
    ]);
    const enrolled = audits.find((row) => row.action === AUTO_ENROLL_ACTIONS.enrollment);
    expect(enrolled).toMatchObject({
      oldValue: { enrollmentState: 'None' },
      newValue: { enrollmentState: 'Enrolled', autoEnrolled: true, carriedFrom: DEMO_CAMPAIGNS.current.name },
    });

    // The lender's console reads the enrollment as the platform's.
    const listed = await ctx.call(`/api/fi/${summit.number}/campaigns`, authed('GET', tokens['cu-admin']));
    const campaigns = ((await listed.json()) as { campaigns: { campaignId: string; autoEnrolled: boolean }[] })
      .campaigns;
    expect(campaigns.find((campaign) => campaign.campaignId === id)).toMatchObject({
      enrollmentState: 'Enrolled',
      autoEnrolled: true,
    });
    expect(campaigns.find((campaign) => campaign.campaignId === DEMO_CAMPAIGNS.next.id)?.autoEnrolled).toBe(false);
  });

  it('leaves a lender never enrolled before, and writes no prescreen row when there is nothing to carry', async () => {
    if (!summit) throw new Error('demo lenders missing');
    await ctx.db.delete(campaignPrescreenCriteria).where(eq(campaignPrescreenCriteria.fiId, summit.id));
    const id = await startedCampaign('Autumn 2027 auto');
    expect(await enrollmentOf(summit.id, id)).toMatchObject({ autoEnrolled: true });
    const actions = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, summit.id), eq(auditLog.entityId, id)));
    expect(actions).toEqual([{ action: AUTO_ENROLL_ACTIONS.enrollment }]);

    // Without any earlier enrollment there is no configuration to carry: no auto-enrollment.
    await ctx.db.delete(fiCampaignEnrollments).where(eq(fiCampaignEnrollments.fiId, summit.id));
    const fresh = await startedCampaign('Winter 2028 auto');
    expect(await enrollmentOf(summit.id, fresh)).toBeUndefined();
  });
});
