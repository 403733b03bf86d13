import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UC_CAMPAIGN_ACTIONS } from '../../api/uc-campaigns.ts';
import { CAMPAIGN_MESSAGES } from '../../domain/validation/campaign.ts';
import { PRESCREEN_MESSAGES } from '../../domain/validation/campaign-prescreen.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { applyCampaignCalendar } from '../campaigns/campaign-calendar.ts';
import { CAMPAIGN_RACE_LOST, transitionCampaign } from '../campaigns/campaign-transitions.ts';
import { auditLog, bureauAttributes, fiCampaignEnrollments, ucCampaigns } from '../db/schema/index.ts';
import { DEMO_CONSUMERS, DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const call = (path: string, init: RequestInit) => ctx.app.request(`/api${path}`, init);
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shapes are what the tests assert.
const json = (path: string, init: RequestInit) => ctx.json<Record<string, any>>(`/api${path}`, init);
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Spring 2027',
  status: 'CREATED',
  enrollmentPeriod: { start: day(1), end: day(10) },
  activeOffersPeriod: { start: day(20), end: day(50) },
  dropDates: [day(20), day(27)],
  dropDateWindow: '2',
  prequalVantageCutoff: '640',
  ruleSet: { name: 'Prime', description: 'Prime borrowers' },
  ruleSetRules: 'VANTAGE_SCORE >= 640',
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const answer = await json('/uc/campaigns', authed('POST', tokens.admin, form(over)));
  expect(answer.status).toBe(201);
  return answer.body.ucCampaignId as string;
};
const act = (id: string, event: string) =>
  json(`/uc/campaigns/${id}/transitions`, authed('POST', tokens.admin, { event }));
const setStatus = (id: string, status: string) =>
  ctx.db.update(ucCampaigns).set({ status }).where(eq(ucCampaigns.id, id));

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens } = ctx;

describe('uc campaigns: list, create, detail, settings', () => {
  it('lists campaigns paged and filtered by status for an admin only', async () => {
    const all = await json('/uc/campaigns', authed('GET', tokens.admin));
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBeGreaterThanOrEqual(3);
    const filter = JSON.stringify([{ field: 'status', operator: 'EQUAL', value: 'DONE' }]);
    const done = await json(`/uc/campaigns?filter=${encodeURIComponent(filter)}`, authed('GET', tokens.admin));
    expect(done.body.content.map((c: { name: string; displayStatus: string }) => [c.name, c.displayStatus])).toEqual([
      [DEMO_CAMPAIGNS.expired.name, 'COMPLETE'],
    ]);
    expect((await call('/uc/campaigns', authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call('/uc/campaigns', authed('GET', tokens['embedder-admin']))).status).toBe(403);
    const bad = await json(
      '/uc/campaigns?filter=[{"field":"status","operator":"EQUAL","value":"NOPE"}]',
      authed('GET', tokens.admin),
    );
    expect(bad.status).toBe(400);
  });

  it('creates a CREATED campaign with its fields and audit row; refuses bad input with the spec messages', async () => {
    const id = await create();
    const detail = await json(`/uc/campaigns/${id}`, authed('GET', tokens.admin));
    expect(detail.body).toMatchObject({
      status: 'CREATED',
      displayStatus: 'NONE',
      phase: 'created',
      dropDateWindow: 2,
      prequalVantageCutoff: '640',
      enrollmentPeriod: { start: day(1), end: day(10) },
      ruleSet: { name: 'Prime', description: 'Prime borrowers', rules: 'VANTAGE_SCORE >= 640' },
      editable: true,
    });
    const start = detail.body.actions.find((a: { event: string }) => a.event === 'START_ENROLLMENT');
    expect(start).toMatchObject({ allowed: true, reason: null });
    const audit = await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.created);
    expect(audit).toMatchObject({ category: 'UCCAMPAIGN', entityId: id, oldValue: null });

    const refusals: [Record<string, unknown>, string][] = [
      [{ prequalVantageCutoff: '299' }, CAMPAIGN_MESSAGES.vantageCutoff],
      [{ dropDates: [day(20), day(20)] }, CAMPAIGN_MESSAGES.duplicateDropDate],
      [{ activeOffersPeriod: { start: day(50), end: day(20) } }, CAMPAIGN_MESSAGES.periodOrder],
      [{ enrollmentPeriod: undefined }, 'Enrollment period is required'],
      [{ status: undefined }, 'Status is required'],
      [{ ruleSet: { name: '  ', description: 'x' } }, 'Rule set name is required'],
    ];
    for (const [over, message] of refusals) {
      const answer = await json('/uc/campaigns', authed('POST', tokens.admin, form(over)));
      expect(answer.status, message).toBe(400);
      expect(JSON.stringify(answer.body), message).toContain(message);
    }
    const started = await json('/uc/campaigns', authed('POST', tokens.admin, form({ status: 'SCHEDULED' })));
    expect(started).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN' } });
    expect((await call('/uc/campaigns', authed('POST', tokens['cu-admin'], form()))).status).toBe(403);
    expect((await call('/uc/campaigns', authed('POST', tokens['embedder-admin'], form()))).status).toBe(403);
    expect((await call('/uc/campaigns/not-a-uuid', authed('GET', tokens.admin))).status).toBe(400);
    expect((await call(`/uc/campaigns/${crypto.randomUUID()}`, authed('GET', tokens.admin))).status).toBe(404);
  });

  it('edits settings while CREATED or ENROLLMENT_STARTED, never the status, read-only after', async () => {
    const id = await create();
    const saved = await json(
      `/uc/campaigns/${id}`,
      authed('PUT', tokens.admin, form({ name: 'Renamed', dropDateWindow: 3 })),
    );
    expect(saved.body).toMatchObject({ name: 'Renamed', dropDateWindow: 3 });
    expect((await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.updated))?.oldValue).toMatchObject({ name: 'Spring 2027' });
    const status = await json(`/uc/campaigns/${id}`, authed('PUT', tokens.admin, form({ status: 'DONE' })));
    expect(status).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN' } });
    await setStatus(id, 'SCHEDULED');
    const locked = await json(`/uc/campaigns/${id}`, authed('PUT', tokens.admin, form({ status: 'SCHEDULED' })));
    expect(locked).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN' } });
    expect((await call(`/uc/campaigns/${id}`, authed('PUT', tokens['cu-admin'], form()))).status).toBe(403);
  });
});

describe('uc campaign transitions (server-enforced lifecycle)', () => {
  it('walks the chain by admin actions and the pipeline event, audited, refusing impossible moves', async () => {
    const id = await create({
      enrollmentPeriod: { start: day(-5), end: day(5) },
      activeOffersPeriod: { start: day(-1), end: day(0) },
    });
    const refused = await act(id, 'ACTIVATE_OFFERS');
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'INVALID_CAMPAIGN', message: 'Offers can be activated only after offer generation completed' },
    });
    expect((await act(id, 'START_ENROLLMENT')).body.status).toBe('ENROLLMENT_STARTED');
    const audit = await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.status);
    expect(audit).toMatchObject({
      category: 'UCCAMPAIGN',
      entityId: id,
      oldValue: { status: 'CREATED' },
      newValue: { status: 'ENROLLMENT_STARTED' },
      actorName: 'admin',
    });
    expect((await act(id, 'END_ENROLLMENT')).body.status).toBe('ENROLLMENT_ENDED');
    expect((await act(id, 'SCHEDULE')).body.status).toBe('SCHEDULED');
    expect((await act(id, 'ACTIVATE_OFFERS')).status).toBe(409);
    // The processing pipeline's call.
    await ctx.db.transaction((tx) =>
      transitionCampaign(tx, { campaignId: id, event: { type: 'OFFERS_GENERATED' }, actor: 'system', now: new Date() }),
    );
    const generated = await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.status);
    expect(generated).toMatchObject({ actorName: 'system', newValue: { status: 'OFFERS_GENERATED' } });
    expect((await act(id, 'ACTIVATE_OFFERS')).body.status).toBe('OFFERS_ACTIVATED');
    const early = await act(id, 'COMPLETE');
    expect(early).toMatchObject({ status: 409, body: { message: 'The active offers period has not ended yet' } });
    expect((await act(id, 'FAIL')).body.status).toBe('FAILED');
    expect((await act(id, 'FAIL')).status).toBe(409);
    const bad = await json(`/uc/campaigns/${id}/transitions`, authed('POST', tokens.admin, { event: 'JUMP' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose a campaign action');
    expect(
      (await call(`/uc/campaigns/${id}/transitions`, authed('POST', tokens['cu-admin'], { event: 'FAIL' }))).status,
    ).toBe(403);
    expect(
      (await call(`/uc/campaigns/${id}/transitions`, authed('POST', tokens['embedder-admin'], { event: 'FAIL' })))
        .status,
    ).toBe(403);
  });

  it('lets one of two racing moves win; the other is 409 and writes nothing', async () => {
    const id = await create();
    const move = () =>
      ctx.db.transaction(async (tx) => {
        const result = await transitionCampaign(tx, {
          campaignId: id,
          event: { type: 'START_ENROLLMENT' },
          actor: 'racer',
          now: new Date(),
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        return result;
      });
    const outcomes = await Promise.allSettled([move(), move()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409, code: 'INVALID_CAMPAIGN', message: CAMPAIGN_RACE_LOST });
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, id),
          eq(auditLog.actorName, 'racer'),
          eq(auditLog.action, UC_CAMPAIGN_ACTIONS.status),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('the calendar job moves campaigns by their dates through transitionCampaign', async () => {
    const id = await create({ enrollmentPeriod: { start: day(-3), end: day(3) } });
    const activating = await create();
    await setStatus(activating, 'OFFERS_GENERATED');
    const now = new Date();
    expect(await applyCampaignCalendar(ctx.db, now)).toBeGreaterThanOrEqual(1);
    const [moved] = await ctx.db.select().from(ucCampaigns).where(eq(ucCampaigns.id, id));
    expect(moved?.status).toBe('ENROLLMENT_STARTED');
    const [waiting] = await ctx.db.select().from(ucCampaigns).where(eq(ucCampaigns.id, activating));
    expect(waiting?.status).toBe('OFFERS_GENERATED');
    // Days later: enrollment over; the other's active offers period begun.
    await applyCampaignCalendar(ctx.db, new Date(now.getTime() + 25 * DAY));
    const after = await ctx.db.select().from(ucCampaigns).where(eq(ucCampaigns.id, id));
    expect(after[0]?.status).toBe('ENROLLMENT_ENDED');
    const active = await ctx.db.select().from(ucCampaigns).where(eq(ucCampaigns.id, activating));
    expect(active[0]?.status).toBe('OFFERS_ACTIVATED');
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.actorName, 'system')));
    expect(audit.map((row) => (row.newValue as { status: string }).status)).toEqual(
      expect.arrayContaining(['ENROLLMENT_STARTED', 'ENROLLMENT_ENDED']),
    );
  });
});

describe('campaign lenders, insights and embedders', () => {
  it('enrolls and unenrolls a lender while enrollment is open, audited', async () => {
    const id = await create({ enrollmentPeriod: { start: day(-1), end: day(5) } });
    // Harbor Bank: auto-enroll off, so starting the enrollment leaves it to the admin (Summit's is on).
    const lender = DEMO_LENDERS[1];
    const closed = await json(`/uc/campaigns/${id}/lenders/${lender.number}/enrollment`, authed('PUT', tokens.admin));
    expect(closed).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN' } });
    await act(id, 'START_ENROLLMENT');
    const enrolled = await json(`/uc/campaigns/${id}/lenders/${lender.number}/enrollment`, authed('PUT', tokens.admin));
    expect(enrolled.body).toMatchObject({ lenderId: lender.number, enrollment: 'Enrolled', enrolledBy: 'admin' });
    expect(await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.enrolled)).toMatchObject({
      oldValue: { enrollment: 'None' },
      newValue: { enrollment: 'Enrolled' },
      tenantId: lender.id,
    });
    const list = await json(`/uc/campaigns/${id}/lenders`, authed('GET', tokens.admin));
    expect(list.body.enrollmentOpen).toBe(true);
    expect(list.body.lenders.find((l: { lenderId: number }) => l.lenderId === lender.number).enrollment).toBe(
      'Enrolled',
    );
    const left = await json(`/uc/campaigns/${id}/lenders/${lender.number}/enrollment`, authed('DELETE', tokens.admin));
    expect(left.body.enrollment).toBe('Not Enrolled');
    const [row] = await ctx.db
      .select()
      .from(fiCampaignEnrollments)
      .where(and(eq(fiCampaignEnrollments.ucCampaignId, id), eq(fiCampaignEnrollments.fiId, lender.id)));
    expect(row?.status).toBe('NOT_ENROLLED');
    expect((await call(`/uc/campaigns/${id}/lenders/999/enrollment`, authed('PUT', tokens.admin))).status).toBe(404);
    expect((await call(`/uc/campaigns/${id}/lenders/abc/enrollment`, authed('PUT', tokens.admin))).status).toBe(400);
    expect((await call(`/uc/campaigns/${id}/lenders/1/enrollment`, authed('PUT', tokens['cu-admin']))).status).toBe(
      403,
    );
    expect((await call(`/uc/campaigns/${id}/lenders`, authed('GET', tokens['embedder-admin']))).status).toBe(403);
  });

  it('shows product insights from the offers and redemptions tables, and the enrolled embedders', async () => {
    const insights = await json(
      `/uc/campaigns/${DEMO_CAMPAIGNS.current.id}/product-insights`,
      authed('GET', tokens.admin),
    );
    expect(insights.status).toBe(200);
    const products = insights.body.products as { offersGenerated: number; redeemedCount: number }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.reduce((n, p) => n + p.offersGenerated, 0)).toBeGreaterThan(0);
    const embedders = await json(`/uc/campaigns/${DEMO_CAMPAIGNS.current.id}/embedders`, authed('GET', tokens.admin));
    expect(embedders.status).toBe(200);
    expect(Array.isArray(embedders.body.embedders)).toBe(true);
    expect(
      (await call(`/uc/campaigns/${DEMO_CAMPAIGNS.current.id}/embedders`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(403);
    expect(
      (
        await call(
          `/uc/campaigns/${DEMO_CAMPAIGNS.current.id}/product-insights`,
          authed('GET', tokens['embedder-admin']),
        )
      ).status,
    ).toBe(403);
  });
});

describe('prescreen by state', () => {
  let id = '';
  const scores = [700, 650, 580, 720];
  beforeAll(async () => {
    id = await create();
    const states = ['CO', 'CO', 'UT', 'UT'];
    await ctx.db.insert(bureauAttributes).values(
      DEMO_CONSUMERS.slice(0, 4).map((consumer, index) => ({
        consumerId: consumer.id,
        campaignId: id,
        attributes: { VANTAGE_SCORE: scores[index] as number },
        state: states[index] as string,
      })),
    );
  });
  const put = (state: string, body: unknown, token = tokens.admin) =>
    json(`/uc/campaigns/${id}/prescreen/${state}`, authed('PUT', token, body));
  const complete = (state: string, value: boolean) =>
    json(`/uc/campaigns/${id}/prescreen/${state}/complete`, authed('PUT', tokens.admin, { complete: value }));

  it('before its own bureau file, estimates the states and counts from the latest campaign that has one', async () => {
    const fresh = await create();
    const estimate = await json(`/uc/campaigns/${fresh}/prescreen`, authed('GET', tokens.admin));
    expect(estimate.status).toBe(200);
    // Some campaign's file (the latest with one), never this campaign's: the states can be reviewed before export.
    expect(estimate.body.countsFrom).toMatchObject({ ucCampaignId: expect.any(String), name: expect.any(String) });
    expect(estimate.body.countsFrom.ucCampaignId).not.toBe(fresh);
    expect(estimate.body.global.totalConsumers).toBeGreaterThan(0);
    expect(estimate.body.states.length).toBeGreaterThan(0);
    // With its own file the counts are its own.
    const own = await json(`/uc/campaigns/${id}/prescreen`, authed('GET', tokens.admin));
    expect(own.body.countsFrom).toBeNull();
  });

  it('counts consumers per criteria and gates completion and export', async () => {
    const start = await json(`/uc/campaigns/${id}/prescreen`, authed('GET', tokens.admin));
    expect(start.body.global).toMatchObject({ label: 'Global', criteria: null, consumerCount: 4, totalConsumers: 4 });
    expect(start.body.states.map((s: { state: string }) => s.state)).toEqual(['CO', 'UT']);
    expect(start.body.exportBlocked).toBe(PRESCREEN_MESSAGES.globalNotConfigured);
    const noCriteria = await complete('CO', true);
    expect(noCriteria).toMatchObject({ status: 400, body: { message: PRESCREEN_MESSAGES.completeWithoutCriteria } });
    const exported = await json(`/uc/campaigns/${id}/prescreen/export`, authed('GET', tokens.admin));
    expect(exported).toMatchObject({ status: 400, body: { message: PRESCREEN_MESSAGES.globalNotConfigured } });

    const global = await put('-1', { field: 'VANTAGE_SCORE', criteria: 'gte 640' });
    expect(global.status).toBe(200);
    expect(global.body.global).toMatchObject({ criteria: 'GTE 640', consumerCount: 3 });
    expect(global.body.states.map((s: { consumerCount: number }) => s.consumerCount)).toEqual([2, 1]);
    expect(await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.prescreenUpdated)).toMatchObject({
      category: 'UCCAMPAIGN',
      newValue: { criteria: 'GTE 640' },
    });
    const utah = await put('UT', { field: 'VANTAGE_SCORE', criteria: 'GT 500 LT 700' });
    expect(utah.body.states[1]).toMatchObject({ state: 'UT', inherited: false, consumerCount: 1 });
    const pending = await json(`/uc/campaigns/${id}/prescreen/export`, authed('GET', tokens.admin));
    expect(pending).toMatchObject({ status: 400, body: { message: PRESCREEN_MESSAGES.statesPending } });
    expect((await complete('CO', true)).status).toBe(200);
    expect((await complete('UT', true)).body.exportBlocked).toBeNull();
    const csv = await call(`/uc/campaigns/${id}/prescreen/export`, authed('GET', tokens.admin));
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Utah,VANTAGE_SCORE,GT 500 LT 700,false,true,2,1');
  });

  it('refuses bad criteria with the grammar message, other realms, and edits after enrollment ended', async () => {
    expect(await put('CO', { field: 'VANTAGE_SCORE', criteria: 'GTE' })).toMatchObject({
      status: 400,
      body: { message: 'No value found after gte' },
    });
    expect((await put('CO', { field: 'SHOE_SIZE', criteria: 'GT 1' })).status).toBe(400);
    expect((await put('XX', { field: 'VANTAGE_SCORE', criteria: 'GT 1' })).status).toBe(400);
    expect((await put('CO', { field: 'VANTAGE_SCORE', criteria: 'GT 1' }, tokens['cu-admin'])).status).toBe(403);
    expect((await put('CO', { field: 'VANTAGE_SCORE', criteria: 'GT 1' }, tokens['embedder-admin'])).status).toBe(403);
    await setStatus(id, 'ENROLLMENT_ENDED');
    expect((await put('CO', { field: 'VANTAGE_SCORE', criteria: 'GT 600' })).status).toBe(200);
    await setStatus(id, 'SCHEDULED');
    const locked = await put('CO', { field: 'VANTAGE_SCORE', criteria: 'GT 1' });
    expect(locked).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CAMPAIGN', message: PRESCREEN_MESSAGES.locked('SCHEDULED') },
    });
    expect((await complete('CO', false)).status).toBe(400);
    expect((await json(`/uc/campaigns/${id}/prescreen`, authed('GET', tokens.admin))).body.locked).toBe(true);
  });

  it('keeps a lender’s prescreen apart, for enrolled lenders only', async () => {
    const current = DEMO_CAMPAIGNS.current.id;
    const lender = DEMO_LENDERS[0].number;
    const own = await json(`/uc/campaigns/${current}/lenders/${lender}/prescreen`, authed('GET', tokens.admin));
    expect(own).toMatchObject({ status: 200, body: { lenderId: lender, locked: true } });
    const next = DEMO_CAMPAIGNS.next.id;
    expect((await call(`/uc/campaigns/${next}/lenders/${lender}/prescreen`, authed('GET', tokens.admin))).status).toBe(
      404,
    );
    await call(`/uc/campaigns/${next}/lenders/${lender}/enrollment`, authed('PUT', tokens.admin));
    const saved = await json(
      `/uc/campaigns/${next}/lenders/${lender}/prescreen/-1`,
      authed('PUT', tokens.admin, { field: 'VANTAGE_SCORE', criteria: 'GTE 700' }),
    );
    expect(saved.body.global.criteria).toBe('GTE 700');
    // Completing a state on the lender's grid (Global's criteria cover it) leaves the campaign's grid as it was.
    const state = saved.body.states[0]?.state as string;
    const completed = await json(
      `/uc/campaigns/${next}/lenders/${lender}/prescreen/${state}/complete`,
      authed('PUT', tokens.admin, { complete: true }),
    );
    const completeOf = (body: Record<string, unknown>) =>
      (body.states as { state: string; complete: boolean }[]).find((entry) => entry.state === state)?.complete;
    expect(completed.body.lenderId).toBe(lender);
    expect(completeOf(completed.body)).toBe(true);
    const campaignWide = await json(`/uc/campaigns/${next}/prescreen`, authed('GET', tokens.admin));
    expect(campaignWide.body.global.criteria).toBeNull();
    expect(completeOf(campaignWide.body)).toBe(false);
    expect(
      (await call(`/uc/campaigns/${next}/lenders/${lender}/prescreen`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(403);
  });
});
