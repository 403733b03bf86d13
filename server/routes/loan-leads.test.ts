import { and, desc, eq, sql } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOAN_LEAD_ACTIONS,
  LoanLead,
  LoanLeadDetail,
  listLoanLeads,
  VELOCITY_BREAKPOINTS_MESSAGE,
} from '../../api/loan-leads.ts';
import { CampaignMetrics } from '../../api/offer-metrics.ts';
import { authed, latestAudit, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { redeemSummitOffer } from '../../tests/integration/summit-lead.ts';
import { fiIntegrations, loanLeads, loanLeadWork, mailOutbox, offers } from '../db/schema/index.ts';
import { DEMO_LENDERS, DEMO_PASSWORD } from '../db/seed.ts';
import { attemptLeadPush, LEAD_PUSH_RETRY } from '../loan-leads/push.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/loanLeads`;
const LeadPage = v.object({ ...listLoanLeads.response.entries, content: v.array(LoanLead) });
let redemptionId = '';
let offerId = '';
let campaignId = '';
let consumerJwt = '';

const call = async (path: string, init: RequestInit) => {
  const response = await ctx.app.request(path, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
};

const ctx = seededApp({ signIns: ['cu-admin', 'cu-analyst', 'cu-readonly', 'bank-admin', 'embedder-admin'] });
const { tokens } = ctx;
beforeAll(async () => {
  ({ redemptionId, offerId, campaignId, consumerJwt } = await redeemSummitOffer(ctx));
});

describe('loan leads', () => {
  it('lists the lender’s leads newest first, in assignment views, with velocity; filters and bad input 400', async () => {
    const listed = await call(base, authed('GET', tokens['cu-analyst']));
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const page = v.parse(LeadPage, listed.body);
    expect(page).toMatchObject({ page: 0, size: 30 });
    expect(page.content[0]).toMatchObject({ id: redemptionId, velocity: 'Unassigned', status: 'NEW' });
    const dates = page.content.map((lead) => lead.dateAccepted);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.velocityCounts.Unassigned).toBe(page.totalElements);
    const filter = encodeURIComponent(JSON.stringify([{ field: 'id', operator: 'EQUAL', value: redemptionId }]));
    const one = v.parse(
      LeadPage,
      (await call(`${base}?filter=${filter}&view=Unassigned`, authed('GET', tokens['cu-analyst']))).body,
    );
    expect(one.content.map((lead) => lead.id)).toEqual([redemptionId]);
    const mine = v.parse(
      LeadPage,
      (await call(`${base}?view=Assigned%20to%20me`, authed('GET', tokens['cu-analyst']))).body,
    );
    expect(mine.totalElements).toBe(0);
    expect((await call(`${base}?view=Mine`, authed('GET', tokens['cu-analyst']))).status).toBe(400);
    expect((await call(`${base}?sort=nope,asc`, authed('GET', tokens['cu-analyst']))).status).toBe(400);
    // Another lender's leads, another realm: refused; Harbor's own list never shows Summit's lead.
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(base, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    const harbor = v.parse(
      LeadPage,
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/loanLeads`, authed('GET', tokens['bank-admin']))).body,
    );
    expect(harbor.content.some((lead) => lead.id === redemptionId)).toBe(false);
  });

  it('counts what it lists for every filter and view (the count joins only the tables its filters read)', async () => {
    const full = v.parse(LeadPage, (await call(`${base}?size=500`, authed('GET', tokens['cu-admin']))).body);
    const lead = full.content.find((row) => row.id === redemptionId);
    expect(lead).toBeDefined();
    const filters = {
      status: 'NEW',
      fundingStatus: 'PENDING',
      ucCampaignId: lead?.ucCampaignId ?? '',
      consumerLastName: lead?.consumerLastName ?? '',
      productCategoryId: lead?.productCategoryId ?? '',
      redeemStatus: lead?.redeemStatus ?? '',
      redeemType: 'STANDARD',
      id: redemptionId,
    };
    for (const view of ['All', 'Unassigned', 'Assigned']) {
      for (const [field, value] of Object.entries(filters)) {
        const filter = encodeURIComponent(JSON.stringify([{ field, operator: 'EQUAL', value }]));
        const answer = await call(`${base}?size=500&view=${view}&filter=${filter}`, authed('GET', tokens['cu-admin']));
        const page = v.parse(LeadPage, answer.body);
        expect(page.totalElements, `${view} ${field}`).toBe(page.content.length);
        if (view !== 'Assigned') expect(page.totalElements, `${view} ${field}`).toBeGreaterThan(0);
      }
    }
  });

  it('shows every report field with sealed data masked, revealed on an audited call', async () => {
    const detail = v.parse(
      LoanLeadDetail,
      (await call(`${base}/${redemptionId}`, authed('GET', tokens['cu-readonly']))).body,
    );
    const fields = detail.sections.flatMap((section) => section.fields);
    expect(fields.map((field) => field.key)).toEqual(
      expect.arrayContaining([
        'loanNumber',
        'transactionId',
        'ssn',
        'dateOfBirth',
        'apr',
        'estimatedPayment',
        'vehicle',
      ]),
    );
    const ssn = fields.find((field) => field.key === 'ssn');
    expect(ssn?.value).toMatch(/^•+\d{4}$/);
    expect(fields.find((field) => field.key === 'apr')?.value).toBeTruthy();
    expect(detail.assignableUsers.length).toBeGreaterThanOrEqual(2);
    expect((await call(`${base}/${redemptionId}/reveal`, authed('POST', tokens['cu-readonly']))).status).toBe(403);
    const revealed = (await call(`${base}/${redemptionId}/reveal`, authed('POST', tokens['cu-analyst']))).body as {
      fields: { key: string; value: string }[];
    };
    expect(revealed.fields.find((field) => field.key === 'ssn')?.value).toMatch(/^\d{9}$|^\d{3}-\d{2}-\d{4}$/);
    expect(await latestAudit(ctx.db, LOAN_LEAD_ACTIONS.piiRevealed)).toMatchObject({ entityName: redemptionId });
    expect(
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/loanLeads/${redemptionId}`, authed('GET', tokens['bank-admin'])))
        .status,
    ).toBe(404);
    expect((await call(`${base}/not-a-uuid`, authed('GET', tokens['cu-analyst']))).status).toBe(400);
  });

  it('assigns one user when two race (LOAN_LEAD_USER_ALREADY_ASSIGNED for the other); refuses users who cannot', async () => {
    const detail = v.parse(
      LoanLeadDetail,
      (await call(`${base}/${redemptionId}`, authed('GET', tokens['cu-admin']))).body,
    );
    const idOf = async (username: string) =>
      (await ctx.db.execute<{ id: string }>(sql`select id from console_users where username = ${username}`)).rows[0]
        ?.id ?? '';
    const analystId = await idOf('cu-analyst');
    const adminId = await idOf('cu-admin');
    expect(detail.assignableUsers.map((user) => user.id)).toEqual(expect.arrayContaining([analystId, adminId]));
    expect(analystId).not.toBe('');
    const path = `${base}/${redemptionId}/assignment`;
    expect((await call(path, authed('PUT', tokens['cu-analyst'], { fiUserId: 'x' }))).status).toBe(400);
    expect((await call(path, authed('PUT', tokens['cu-readonly'], { fiUserId: analystId }))).status).toBe(403);
    const [readonlyUser] = await ctx.db
      .execute<{ id: string }>(sql`select id from console_users where username = 'cu-readonly'`)
      .then((result) => result.rows);
    const failed = await call(path, authed('PUT', tokens['cu-admin'], { fiUserId: readonlyUser?.id }));
    expect(failed).toMatchObject({ status: 422, body: { code: 'LOAN_LEAD_USER_ASSIGNMENT_FAILED' } });
    const answers = await Promise.all([
      call(path, authed('PUT', tokens['cu-analyst'], { fiUserId: analystId })),
      call(path, authed('PUT', tokens['cu-admin'], { fiUserId: adminId })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      code: 'LOAN_LEAD_USER_ALREADY_ASSIGNED',
    });
    const winner = answers.find((answer) => answer.status === 200)?.body as { assignedFIUserId: string };
    const [work] = await ctx.db
      .select()
      .from(loanLeadWork)
      .where(eq(loanLeadWork.assignedUserId, winner.assignedFIUserId));
    expect(work?.assignedUserId).toBe(winner.assignedFIUserId);
    expect(await latestAudit(ctx.db, LOAN_LEAD_ACTIONS.userAssigned)).toMatchObject({
      newValue: { assignedFIUserId: winner.assignedFIUserId, status: 'IN_PROGRESS' },
    });
    const [lead] = await ctx.db.select().from(loanLeads).where(eq(loanLeads.redemptionId, redemptionId));
    expect(lead?.status).toBe('IN_PROGRESS');
  });

  it('adjusts the velocity breakpoints (velocity=low,high hours); bad breakpoints 400 with the message', async () => {
    const one = encodeURIComponent(JSON.stringify([{ field: 'id', operator: 'EQUAL', value: redemptionId }]));
    const list = async (velocity?: string) =>
      call(`${base}?filter=${one}${velocity ? `&velocity=${velocity}` : ''}`, authed('GET', tokens['cu-analyst']));
    // The assigned lead is minutes old: Low under the default [20, 80]; Medium with breakpoints [0, 1].
    const standard = v.parse(LeadPage, (await list()).body);
    expect(standard.content[0]).toMatchObject({ id: redemptionId, velocity: 'Low' });
    const adjusted = v.parse(LeadPage, (await list('0,1')).body);
    expect(adjusted.content[0]).toMatchObject({ id: redemptionId, velocity: 'Medium' });
    const all = v.parse(LeadPage, (await call(`${base}?velocity=0,1`, authed('GET', tokens['cu-analyst']))).body);
    expect(all.velocityCounts.Medium).toBeGreaterThanOrEqual(1);
    for (const bad of ['80,20', '5,5', 'abc', '1,2,3', '-1,4']) {
      const refused = await list(encodeURIComponent(bad));
      expect(refused.status, bad).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(VELOCITY_BREAKPOINTS_MESSAGE);
    }
  });

  it('sets the status (PROCESSED audited as processed); bad status 400', async () => {
    const path = `${base}/${redemptionId}/status`;
    expect((await call(path, authed('PUT', tokens['cu-analyst'], { status: 'DONE' }))).status).toBe(400);
    expect((await call(path, authed('PUT', tokens['cu-readonly'], { status: 'PROCESSED' }))).status).toBe(403);
    expect((await call(path, authed('PUT', tokens['cu-analyst'], { status: 'PROCESSED' }))).status).toBe(200);
    expect(await latestAudit(ctx.db, LOAN_LEAD_ACTIONS.processed)).toMatchObject({
      oldValue: { status: 'IN_PROGRESS' },
      newValue: { status: 'PROCESSED' },
    });
  });

  it('pushes to the sandbox LOS; a failing receiver is retried, then FAILED with the failure notice mailed', async () => {
    const path = `${base}/${redemptionId}/push`;
    const context = { db: ctx.db, encryptionKey: ctx.deps.encryptionKey, allowInternal: true };
    expect((await call(path, authed('POST', tokens['cu-readonly']))).status).toBe(403);
    expect((await call(path, authed('POST', tokens['cu-analyst']))).body).toMatchObject({ pushStatus: 'QUEUED' });
    expect(await latestAudit(ctx.db, LOAN_LEAD_ACTIONS.pushed)).toMatchObject({ newValue: { pushStatus: 'QUEUED' } });
    const [lead] = await ctx.db.select().from(loanLeads).where(eq(loanLeads.redemptionId, redemptionId));
    const leadId = lead?.id ?? '';
    expect(await attemptLeadPush(context, leadId, { retryCount: 0, retryLimit: 4 })).toBe('PUSHED');
    const [pushed] = await ctx.db.select().from(loanLeadWork).where(eq(loanLeadWork.loanLeadId, leadId));
    expect(pushed).toMatchObject({ pushStatus: 'PUSHED', pushAttempts: 1, losReference: `SBX-${pushed?.loanNumber}` });

    await ctx.db
      .update(fiIntegrations)
      .set({ endpointUrl: 'https://fail.cunexus.example/api/v2/leads' })
      .where(and(eq(fiIntegrations.fiId, summit.id), eq(fiIntegrations.type, 'CUNEXUS')));
    expect((await call(path, authed('POST', tokens['cu-analyst']))).status).toBe(200);
    const outcomes = [];
    for (let retryCount = 0; retryCount <= LEAD_PUSH_RETRY.retryLimit; retryCount += 1) {
      outcomes.push(await attemptLeadPush(context, leadId, { retryCount, retryLimit: LEAD_PUSH_RETRY.retryLimit }));
    }
    expect(outcomes).toEqual(['RETRY', 'RETRY', 'RETRY', 'RETRY', 'FAILED']);
    const [failed] = await ctx.db.select().from(loanLeadWork).where(eq(loanLeadWork.loanLeadId, leadId));
    expect(failed).toMatchObject({ pushStatus: 'FAILED', pushError: 'HTTP 503', pushAttempts: 6 });
    const mails = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    const notice = mails.filter((mail) => mail.subject.includes(redemptionId));
    expect(notice.map((mail) => mail.to).sort()).toEqual([
      'it-alerts@summit-cu.example',
      'lending-ops@summit-cu.example',
    ]);
    expect(notice[0]?.body).toContain('HTTP 503');
    // No active integration: the push is refused.
    await ctx.db.update(fiIntegrations).set({ status: 'INACTIVE' }).where(eq(fiIntegrations.fiId, summit.id));
    expect((await call(path, authed('POST', tokens['cu-analyst']))).status).toBe(400);
    await ctx.db
      .update(fiIntegrations)
      .set({ status: 'ACTIVE', endpointUrl: 'https://sandbox.cunexus.example/api/v2/leads' })
      .where(and(eq(fiIntegrations.fiId, summit.id), eq(fiIntegrations.type, 'CUNEXUS')));
  });

  it('downloads an OpenPGP file for the loan number and the user’s own password; wrong ones refused', async () => {
    const path = `${base}/${redemptionId}/download`;
    const [work] = await ctx.db
      .select({ loanNumber: loanLeadWork.loanNumber })
      .from(loanLeadWork)
      .innerJoin(loanLeads, eq(loanLeads.id, loanLeadWork.loanLeadId))
      .where(eq(loanLeads.redemptionId, redemptionId));
    const loanNumber = work?.loanNumber ?? '';
    expect(
      (await call(path, authed('POST', tokens['cu-analyst'], { loanNumber, password: 'wrong-password' }))).status,
    ).toBe(403);
    expect(
      (await call(path, authed('POST', tokens['cu-analyst'], { loanNumber: 'LN-0', password: DEMO_PASSWORD }))).status,
    ).toBe(400);
    expect(
      (await call(path, authed('POST', tokens['cu-analyst'], { loanNumber: '', password: DEMO_PASSWORD }))).status,
    ).toBe(400);
    expect(
      (await call(path, authed('POST', tokens['cu-readonly'], { loanNumber, password: DEMO_PASSWORD }))).status,
    ).toBe(403);
    const response = await ctx.app.request(
      path,
      authed('POST', tokens['cu-analyst'], { loanNumber, password: DEMO_PASSWORD }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const binaryMessage = new Uint8Array(await response.arrayBuffer());
    const message = await openpgp.readMessage({ binaryMessage });
    await expect(openpgp.decrypt({ message, passwords: ['nope'], format: 'binary' })).rejects.toThrow();
    const { data } = await openpgp.decrypt({
      message: await openpgp.readMessage({ binaryMessage }),
      passwords: [DEMO_PASSWORD],
    });
    expect(JSON.parse(String(data))).toMatchObject({ loanNumber, redeemType: 'STANDARD' });
    expect(await latestAudit(ctx.db, LOAN_LEAD_ACTIONS.downloaded)).toMatchObject({ entityName: redemptionId });
  });

  it('marks the lead funded', async () => {
    const path = `${base}/${redemptionId}/funding`;
    expect((await call(path, authed('PUT', tokens['cu-analyst'], { fundingStatus: 'FUNDED' }))).status).toBe(200);
  });
});

describe('offer metrics from real events', () => {
  const metricsPath = () => `/api/fi/${summit.number}/campaigns/${campaignId}/metrics`;

  it('records the consumer’s own offer events once and folds the campaign metrics', async () => {
    const before = v.parse(CampaignMetrics, (await call(metricsPath(), authed('GET', tokens['cu-admin']))).body);
    const report = (events: unknown, jwt = consumerJwt) =>
      call('/api/consumers/current/offerEvents', jsonRequest('POST', { events }, jwt));
    expect((await report([{ offerId, kind: 'seen' }])).status).toBe(400);
    expect((await report([])).status).toBe(400);
    expect(
      (
        await call(
          '/api/consumers/current/offerEvents',
          authed('POST', tokens['cu-admin'], { events: [{ offerId, kind: 'viewed' }] }),
        )
      ).status,
    ).toBe(403);
    const first = await report([
      { offerId, kind: 'viewed' },
      { offerId, kind: 'previewed' },
      { offerId, kind: 'clicked' },
      { offerId, kind: 'viewed' },
    ]);
    expect(first).toMatchObject({ status: 200, body: { recorded: 3 } });
    expect((await report([{ offerId, kind: 'viewed' }])).body).toMatchObject({ recorded: 0 });
    // Someone else's offer: not recorded.
    const [foreign] = await ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(sql`${offers.id} <> ${offerId}`)
      .limit(1);
    const [owner] = await ctx.db.select({ consumerId: offers.consumerId }).from(offers).where(eq(offers.id, offerId));
    const [other] = await ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(sql`${offers.consumerId} <> ${owner?.consumerId}`)
      .limit(1);
    expect(foreign).toBeTruthy();
    expect((await report([{ offerId: other?.id, kind: 'viewed' }])).body).toMatchObject({ recorded: 0 });

    const after = v.parse(CampaignMetrics, (await call(metricsPath(), authed('GET', tokens['cu-admin']))).body);
    expect(Object.keys(after.offerMetrics).sort()).toEqual(
      [
        'inventory',
        'offers_clicked',
        'offers_generated',
        'offers_previewed',
        'offers_redeemed',
        'offers_redemption_amount',
        'offers_viewed',
        'users_reached',
      ].sort(),
    );
    expect(after.offerMetrics.offers_viewed).toBe(Number(before.offerMetrics.offers_viewed) + 1);
    expect(after.offerMetrics.offers_previewed).toBe(Number(before.offerMetrics.offers_previewed) + 1);
    expect(after.offerMetrics.offers_clicked).toBe(Number(before.offerMetrics.offers_clicked) + 1);
    expect(Number(after.offerMetrics.offers_redeemed)).toBeGreaterThanOrEqual(1);
    expect(Number(after.offerMetrics.offers_generated)).toBeGreaterThanOrEqual(
      Number(after.offerMetrics.users_reached),
    );
    expect(after.metricsSummary).toMatchObject({ loans_funded: 1 });
    expect((await call(metricsPath(), authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(metricsPath(), authed('GET', tokens['embedder-admin']))).status).toBe(403);
    expect(
      (await call(`/api/fi/${summit.number}/campaigns/nope/metrics`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(400);
    expect(
      (
        await call(
          `/api/fi/${summit.number}/campaigns/00000000-0000-4000-8000-000000000000/metrics`,
          authed('GET', tokens['cu-admin']),
        )
      ).status,
    ).toBe(404);
  });

  it('answers the lender and admin dashboards; other realms refused', async () => {
    const lender = (await call(`/api/fi/${summit.number}/dashboard`, authed('GET', tokens['cu-admin']))).body as {
      campaigns: { id: string }[];
      currentId: string | null;
    };
    expect(lender.campaigns.map((c) => c.id)).toContain(campaignId);
    expect((await call(`/api/fi/${summit.number}/dashboard`, authed('GET', tokens['bank-admin']))).status).toBe(403);
    const admin = await signInAs(ctx.app, 'admin');
    const dashboard = (await call('/api/admin/dashboard', authed('GET', admin))).body as {
      panels: { id: string; points: { name: string; value: number }[] }[];
    };
    expect(dashboard.panels.map((panel) => panel.id)).toEqual([
      'enrollment',
      'summary',
      'product',
      'inventory',
      'funding',
      'redemption',
      'viewed',
      'distribution',
      'projected',
      'dates',
      'lenders',
    ]);
    const viewed = dashboard.panels.find((panel) => panel.id === 'viewed');
    expect(viewed?.points.find((p) => p.name === 'Viewed')?.value).toBeGreaterThanOrEqual(1);
    expect((await call('/api/admin/dashboard', authed('GET', tokens['cu-admin']))).status).toBe(403);
  });
});
