import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaignDayEnd, campaignDayFrom, campaignDayStart } from '../../domain/catalog/campaign-calendar.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { ucCampaigns } from '../db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

// Issue 30 item 1: offers are seen and redeemed only inside the active offers period, and "current" has one answer.
const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const CURRENT = DEMO_CAMPAIGNS.current.id;
const NEXT = DEMO_CAMPAIGNS.next.id;

const now = new Date();
/** The seeded current campaign's period, as the seed stores it (yesterday to 59 days on). */
const livePeriod = {
  startsAt: campaignDayStart(campaignDayFrom(now, -1)),
  expiresAt: campaignDayEnd(campaignDayFrom(now, 59)),
};
const setPeriod = (id: string, values: Partial<typeof ucCampaigns.$inferInsert>) =>
  ctx.db.update(ucCampaigns).set(values).where(eq(ucCampaigns.id, id));

const consumerJwt = () => signInConsumer(ctx.app);
const consumerCall = (jwt: string, path: string, init: RequestInit = {}) =>
  ctx.call(path, { ...init, headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' } });
async function anOfferId() {
  const rows = await ctx.db.execute<{ id: string }>(sql`
    select o.id from offers o join consumers c on c.id = o.consumer_id
    where c.access_code = 'DEMO-1001' and o.status = 'ELIGIBLE' and o.campaign_id = ${CURRENT} limit 1`);
  return rows.rows[0]?.id ?? '';
}
const codeOf = async (answer: Response) => ({
  status: answer.status,
  code: ((await answer.json()) as { code?: string }).code,
});

beforeEach(async () => {
  await setPeriod(CURRENT, { status: 'OFFERS_ACTIVATED', ...livePeriod });
});

describe('offers outside the active offers period', () => {
  it('lists and redeems nothing before the period of an activated campaign (a scheduled activation)', async () => {
    const jwt = await consumerJwt();
    const offerId = await anOfferId();
    expect((await consumerCall(jwt, '/api/consumers/current/offers')).status).toBe(200);
    await setPeriod(CURRENT, { startsAt: campaignDayStart(campaignDayFrom(now, 1)) });
    expect(await codeOf(await consumerCall(jwt, '/api/consumers/current/offers'))).toEqual({
      status: 409,
      code: 'OFFERS_NOT_ACTIVATED',
    });
    expect(await codeOf(await consumerCall(jwt, `/api/consumers/current/offers/${offerId}`))).toMatchObject({
      status: 409,
    });
    const redeem = await consumerCall(jwt, `/api/consumers/current/offers/${offerId}/redemptions`, {
      method: 'POST',
      body: JSON.stringify({ amount: '5000' }),
    });
    expect(await codeOf(redeem)).toEqual({ status: 409, code: 'OFFERS_NOT_ACTIVATED' });
  });

  it('lists and redeems nothing once the period is over, before the calendar marks the campaign done', async () => {
    const jwt = await consumerJwt();
    const offerId = await anOfferId();
    await setPeriod(CURRENT, { expiresAt: new Date(now.getTime() - 60_000) });
    expect(await codeOf(await consumerCall(jwt, '/api/consumers/current/offers'))).toEqual({
      status: 410,
      code: 'OFFERS_EXPIRED',
    });
    const redeem = await consumerCall(jwt, `/api/consumers/current/offers/${offerId}/redemptions`, {
      method: 'POST',
      body: JSON.stringify({ amount: '5000' }),
    });
    expect(await codeOf(redeem)).toEqual({ status: 410, code: 'OFFERS_EXPIRED' });
  });
});

/** Which campaign each console calls current. */
async function currentEverywhere() {
  const { tokens } = ctx;
  const get = async (path: string, token: string) => (await ctx.call(path, authed('GET', token))).json();
  const admin = (await get('/api/admin/dashboard', tokens.admin)) as { campaign: { id: string; current: boolean } };
  const lender = (await get('/api/fi/1/campaigns', tokens['cu-admin'])) as {
    campaigns: { campaignId: string; displayStatus: string }[];
  };
  const lenderDashboard = (await get('/api/fi/1/dashboard', tokens['cu-admin'])) as { currentId: string };
  const embedder = (await get(`/api/embedders/${DEMO_EMBEDDER_NUMBER}/campaigns`, tokens['embedder-admin'])) as {
    campaigns: { campaignId: string; displayStatus: string }[];
  };
  const currentOf = (list: { campaignId: string; displayStatus: string }[]) =>
    list.filter((c) => c.displayStatus === 'CURRENT').map((c) => c.campaignId);
  return {
    admin: admin.campaign.current ? [admin.campaign.id] : [],
    lender: currentOf(lender.campaigns),
    lenderDashboard: lenderDashboard.currentId,
    embedder: currentOf(embedder.campaigns),
  };
}

describe('the current campaign', () => {
  it('is the same campaign in the admin, lender and embedder consoles', async () => {
    expect(await currentEverywhere()).toEqual({
      admin: [CURRENT],
      lender: [CURRENT],
      lenderDashboard: CURRENT,
      embedder: [CURRENT],
    });
  });

  it('stays the live one when the next campaign is activated ahead of its period', async () => {
    await setPeriod(NEXT, { status: 'OFFERS_ACTIVATED' });
    try {
      const answer = await currentEverywhere();
      expect(answer).toEqual({ admin: [CURRENT], lender: [CURRENT], lenderDashboard: CURRENT, embedder: [CURRENT] });
      const next = await (await ctx.call(`/api/uc/campaigns/${NEXT}`, authed('GET', ctx.tokens.admin))).json();
      expect(next).toMatchObject({ status: 'OFFERS_ACTIVATED', displayStatus: 'BLACKOUT', phase: 'blackout' });
    } finally {
      await setPeriod(NEXT, { status: 'ENROLLMENT_STARTED' });
    }
  });

  it('is none anywhere when no campaign is live; the admin dashboard then shows the last one, not as current', async () => {
    await setPeriod(CURRENT, { expiresAt: new Date(now.getTime() - 60_000) });
    const answer = await currentEverywhere();
    expect(answer).toMatchObject({ admin: [], lender: [], embedder: [] });
  });
});
