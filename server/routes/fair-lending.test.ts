import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CENSUS_TRACT_ACTION, CENSUS_TRACT_FIELD } from '../../api/fair-lending.ts';
import { UC_CAMPAIGN_ACTIONS } from '../../api/uc-campaigns.ts';
import { authed, latestAudit, upload } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { censusTracts, censusTractZips, offers, ucCampaigns } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CENSUS_TRACTS } from '../db/seed-census-tracts.ts';

const ctx = seededApp({ signIns: ['admin', 'cu-admin'] });
const { tokens } = ctx;
const CURRENT = DEMO_CAMPAIGNS.current.id;
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shapes are what the tests assert.
const json = (path: string, init: RequestInit) => ctx.json<Record<string, any>>(`/api${path}`, init);
const report = (id: string = CURRENT, token = tokens.admin) =>
  json(`/uc/campaigns/${id}/fairLending`, authed('GET', token));
const activate = (body: Record<string, unknown> = {}) =>
  json(`/uc/campaigns/${CURRENT}/transitions`, authed('POST', tokens.admin, { event: 'ACTIVATE_OFFERS', ...body }));
// The demo's current campaign is live already; put it back to where an admin activates it.
const generated = () =>
  ctx.db.update(ucCampaigns).set({ status: 'OFFERS_GENERATED' }).where(eq(ucCampaigns.id, CURRENT));
const csv = (text: string) => new File([text], 'tracts.csv', { type: 'text/csv' });

describe('fair-lending report', () => {
  it('counts per product and income level the offers the campaign stored, flagging under four fifths', async () => {
    const answer = await report();
    expect(answer.status).toBe(200);
    const { body } = answer;
    // Every demo ZIP code has a seeded tract, so every consumer is placed.
    expect(body.consumers).toBeGreaterThan(5);
    expect(body.placed).toBe(body.consumers);
    const stored = await ctx.db
      .select({ productId: offers.productId })
      .from(offers)
      .where(and(eq(offers.campaignId, CURRENT), eq(offers.status, 'ELIGIBLE')));
    for (const product of body.products) {
      const offered = product.levels.reduce((sum: number, level: { offered: number }) => sum + level.offered, 0);
      expect(offered, product.productName).toBe(stored.filter((row) => row.productId === product.productId).length);
      const consumers = product.levels.reduce((sum: number, level: { consumers: number }) => sum + level.consumers, 0);
      expect(consumers).toBe(body.placed);
    }
    // Rivera (Santa Fe, the demo's low-income tract) has no offer: a product offered to the most-favoured level is
    // flagged at LOW with ratio 0, and its drivers are the rules Rivera failed.
    const flagged = body.products.filter((product: { flagged: boolean }) => product.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    expect(body.flagged).toBe(true);
    for (const product of flagged) {
      expect(product.levels.find((level: { level: string }) => level.level === 'LOW')).toMatchObject({
        consumers: 1,
        offered: 0,
        impactRatio: 0,
        flagged: true,
      });
      expect(product.drivers.length).toBeGreaterThan(0);
    }
  });

  it('is the admin’s: 403 to a lender, 404 for an unknown campaign', async () => {
    expect((await report(CURRENT, tokens['cu-admin'])).status).toBe(403);
    expect((await report('00000000-0000-4000-8000-000000000999')).status).toBe(404);
  });
});

describe('census tract upload', () => {
  it('refuses a file with bad rows whole, naming each row', async () => {
    const bad = csv(
      'year,msaMd,state,county,tract,tractMfiPercent\n2024,19740,08,031,001702,55\n2024,,8,031,0017.02,abc\n',
    );
    const answer = await json('/uc/censusTracts', upload(tokens.admin, CENSUS_TRACT_FIELD, bad));
    expect(answer.status).toBe(400);
    const messages = answer.body.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain('Row 3: State code must be 2 digits');
    expect(messages.some((message: string) => message.startsWith('Row 3: Tract MFI %'))).toBe(true);
    const [denver] = await ctx.db.select().from(censusTracts).where(eq(censusTracts.geoid, '08031001702'));
    expect(denver).toMatchObject({ source: 'DEMO', incomeLevel: 'MIDDLE' });
  });

  it('imports FFIEC rows with their income level, replacing a tract, audited; a lender may not', async () => {
    const file = csv(
      'year,msaMd,state,county,tract,tractMfiPercent\n2025,19740,08,031,0017.02,72.5\n2025,19740,08,031,001800,\n',
    );
    const answer = await json('/uc/censusTracts', upload(tokens.admin, CENSUS_TRACT_FIELD, file));
    expect(answer).toMatchObject({ status: 200, body: { imported: 2 } });
    const rows = await ctx.db.select().from(censusTracts).where(eq(censusTracts.source, 'FFIEC'));
    expect(rows.map((row) => [row.geoid, row.incomeLevel]).sort()).toEqual([
      ['08031001702', 'MODERATE'],
      ['08031001800', null],
    ]);
    expect(await latestAudit(ctx.db, CENSUS_TRACT_ACTION)).toMatchObject({ newValue: { imported: 2 } });
    const summary = await json('/uc/censusTracts', authed('GET', tokens.admin));
    expect(summary.body).toMatchObject({ uploaded: 2, demo: DEMO_CENSUS_TRACTS.length - 1, latestYear: 2025 });
    expect((await json('/uc/censusTracts', upload(tokens['cu-admin'], CENSUS_TRACT_FIELD, file))).status).toBe(403);
  });
});

describe('the activation gate', () => {
  it('refuses to activate a flagged campaign without the typed word and a reason', async () => {
    await generated();
    const refused = await activate();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('The fair-lending pre-check flags');
    expect(refused.body.issues[0].path).toBe('fairLending.reason');
    const wrongWord = await activate({ fairLending: { confirmation: 'yes', reason: 'Reviewed by compliance' } });
    expect(wrongWord.status).toBe(400);
    const short = await activate({ fairLending: { confirmation: 'ACTIVATE', reason: 'ok' } });
    expect(short.status).toBe(400);
    const [row] = await ctx.db
      .select({ status: ucCampaigns.status })
      .from(ucCampaigns)
      .where(eq(ucCampaigns.id, CURRENT));
    expect(row?.status).toBe('OFFERS_GENERATED');
  });

  it('activates with them, the reason in the activation’s audit row', async () => {
    await generated();
    const reason = 'Low tract is one consumer; criteria reviewed by compliance on 2026-11-28';
    const answer = await activate({ fairLending: { confirmation: ' activate ', reason } });
    expect(answer).toMatchObject({ status: 200, body: { status: 'OFFERS_ACTIVATED' } });
    const audit = await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.status);
    expect(audit?.newValue).toMatchObject({
      status: 'OFFERS_ACTIVATED',
      fairLending: { confirmation: 'ACTIVATE', reason },
    });
    const note = audit?.newValue as { fairLending?: { flaggedProducts: string[] } } | undefined;
    const flagged = (await report()).body.products.filter((product: { flagged: boolean }) => product.flagged);
    expect(note?.fairLending?.flaggedProducts).toHaveLength(flagged.length);
  });

  it('activates as before when nothing is flagged', async () => {
    // No ZIP code placed in a tract: no level to compare, nothing flagged.
    await ctx.db.delete(censusTractZips);
    expect((await report()).body).toMatchObject({ placed: 0, flagged: false });
    await generated();
    expect((await activate()).body.status).toBe('OFFERS_ACTIVATED');
    const audit = await latestAudit(ctx.db, UC_CAMPAIGN_ACTIONS.status);
    expect(audit?.newValue).toEqual({ status: 'OFFERS_ACTIVATED', event: 'ACTIVATE_OFFERS' });
  });
});
