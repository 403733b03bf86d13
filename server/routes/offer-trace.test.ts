import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConsumerTrace, getMissedReasons, lookupConsumerTrace } from '../../api/offer-trace.ts';
import { WhyNoOffer } from '../../api/why-no-offer.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { offers, products } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { mintAdminScope } from '../http/tenant-scope.ts';
import { traceConsumer } from '../offers/consumer-trace.ts';

/** Support's view of a trace: every product of the campaign, every value. */
const staff = mintAdminScope();
const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'cu-readonly', 'bank-admin', 'embedder-admin'] });
const { tokens } = ctx;
const summit = DEMO_LENDERS[0];
const campaign = DEMO_CAMPAIGNS.current.id;
const consumer = (code: string) =>
  DEMO_CONSUMERS.find((demo) => demo.accessCode === code) as (typeof DEMO_CONSUMERS)[0];
const tracePath = (fiNumber: number, consumerId: string) =>
  `/api/fi/${fiNumber}/campaigns/${campaign}/consumers/${consumerId}/trace`;

const consumerJwt = (accessCode: string, lastName: string) => signInConsumer(ctx.app, { accessCode, lastName });

describe('the replayed rule trace', () => {
  it('equals the stored offers for every demo consumer: same products, same tiers, nothing else', async () => {
    let offered = 0;
    for (const demo of DEMO_CONSUMERS) {
      const campaignId = DEMO_CAMPAIGNS[demo.campaign].id;
      const trace = await traceConsumer(ctx.db, staff, campaignId, demo.id);
      expect(trace, demo.accessCode).not.toBeNull();
      const stored = await ctx.db
        .select({ productId: offers.productId, tierId: offers.tierId })
        .from(offers)
        .where(and(eq(offers.campaignId, campaignId), eq(offers.consumerId, demo.id), eq(offers.status, 'ELIGIBLE')));
      const replayed = (trace?.products ?? [])
        .filter((product) => product.decision.offered)
        .map((product) => ({
          productId: product.productId,
          tierId: product.decision.offered ? product.decision.tierId : '',
        }));
      const byProduct = (a: { productId: string }, b: { productId: string }) => a.productId.localeCompare(b.productId);
      expect(replayed.sort(byProduct), demo.accessCode).toEqual(stored.sort(byProduct));
      for (const product of trace?.products ?? []) {
        expect(product.consistent, `${demo.accessCode} ${product.productName}`).toBe(true);
        expect(product.matchesStored, `${demo.accessCode} ${product.productName}`).toBe(true);
      }
      offered += replayed.length;
    }
    expect(offered).toBeGreaterThan(10);
  });

  it('is deterministic: two replays give the same trace', async () => {
    const demo = consumer('DEMO-1001');
    expect(await traceConsumer(ctx.db, staff, campaign, demo.id)).toEqual(
      await traceConsumer(ctx.db, staff, campaign, demo.id),
    );
  });

  it('answers a lender with its own products only, values shown for a consumer it made offers', async () => {
    const demo = consumer('DEMO-1001');
    const response = await ctx.call(tracePath(summit.number, demo.id), authed('GET', tokens['cu-readonly']));
    expect(response.status).toBe(200);
    const trace = v.parse(ConsumerTrace, await response.json());
    const summitProducts = await ctx.db.select({ id: products.id }).from(products).where(eq(products.fiId, summit.id));
    const own = new Set(summitProducts.map((row) => row.id));
    expect(trace.products.length).toBeGreaterThan(0);
    expect(trace.products.every((product) => own.has(product.productId))).toBe(true);
    expect(trace.masked).toBe(false);
    const won = trace.products.flatMap((product) => product.tiers).find((tier) => tier.outcome === 'won');
    expect(won?.rule.clauses.some((clause) => clause.value !== null)).toBe(true);
  });

  it('masks every value for a consumer the lender made no offer, keeping pass/fail', async () => {
    const rivera = consumer('DEMO-1006');
    const response = await ctx.call(tracePath(summit.number, rivera.id), authed('GET', tokens['cu-admin']));
    const trace = v.parse(ConsumerTrace, await response.json());
    expect(trace.masked).toBe(true);
    const clauses = trace.products.flatMap((p) => [...p.rule.clauses, ...p.tiers.flatMap((t) => t.rule.clauses)]);
    expect(clauses.length).toBeGreaterThan(0);
    expect(clauses.every((clause) => clause.value === null && clause.masked === true)).toBe(true);
    // As a number of its own: ids are random uuids, whose hex digits may contain the score's digits.
    expect(JSON.stringify(trace)).not.toMatch(new RegExp(`(?<![\\w.-])${rivera.attributes.FICO}(?![\\w.-])`));
  });

  it('refuses another lender’s fiId, an embedder, and an unknown consumer', async () => {
    const demo = consumer('DEMO-1001');
    expect((await ctx.call(tracePath(summit.number, demo.id), authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await ctx.call(tracePath(summit.number, demo.id), authed('GET', tokens['embedder-admin']))).status).toBe(
      403,
    );
    const unknown = tracePath(summit.number, '40000000-0000-4000-8000-000000099999');
    expect((await ctx.call(unknown, authed('GET', tokens['cu-admin']))).status).toBe(404);
  });

  it('gives support every product of the campaign by access code', async () => {
    const response = await ctx.call('/api/uc/consumerLookup?accessCode=demo-1006', authed('GET', tokens.admin));
    expect(response.status).toBe(200);
    const body = v.parse(lookupConsumerTrace.response, await response.json());
    expect(body.consumer.lastName).toBe('Rivera');
    expect(body.trace?.masked).toBe(false);
    expect(body.trace?.products.every((product) => !product.decision.offered)).toBe(true);
    expect(
      (await ctx.call('/api/uc/consumerLookup?accessCode=DEMO-1006', authed('GET', tokens['cu-admin']))).status,
    ).toBe(403);
  });
});

describe('why no offer', () => {
  it('counts, per product of the lender, consumers offered and missed and the top reasons, from the engine', async () => {
    const path = `/api/fi/${summit.number}/campaigns/${campaign}/missedReasons`;
    const response = await ctx.call(path, authed('GET', tokens['cu-readonly']));
    expect(response.status).toBe(200);
    const body = v.parse(getMissedReasons.response, await response.json());
    expect(body.products.length).toBeGreaterThan(0);
    const eligible = await ctx.db
      .select({ productId: offers.productId })
      .from(offers)
      .where(and(eq(offers.campaignId, campaign), eq(offers.status, 'ELIGIBLE')));
    for (const product of body.products) {
      // Every consumer is either offered or missed, and the offered count is what generation stored.
      expect(product.offered + product.missed, product.productName).toBe(body.consumers);
      expect(product.offered, product.productName).toBe(
        eligible.filter((o) => o.productId === product.productId).length,
      );
      expect(product.reasons.length).toBeLessThanOrEqual(5);
      expect(product.reasons.reduce((sum, reason) => sum + reason.consumers, 0)).toBeLessThanOrEqual(product.missed);
    }
    expect(body.products.flatMap((p) => p.reasons.map((r) => r.reason))).toContain('Outside your membership area');
    expect((await ctx.call(path, authed('GET', tokens['bank-admin']))).status).toBe(403);
  });

  it('gives Rivera up to four plain-language reasons, with no threshold and no value', async () => {
    const jwt = await consumerJwt('DEMO-1006', 'Rivera');
    const response = await ctx.call('/api/consumers/current/whyNoOffer', {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.status).toBe(200);
    const { reasons } = v.parse(WhyNoOffer, await response.json());
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.length).toBeLessThanOrEqual(4);
    expect(reasons.map((reason) => reason.key)).toContain('score');
    for (const reason of reasons) expect(reason.text).not.toMatch(/\d|[<>=]/);
  });
});
