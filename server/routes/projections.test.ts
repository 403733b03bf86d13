import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Projection, ProjectionList, WhatIfResult } from '../../api/projections.ts';
import { compileEngine } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers } from '../../domain/engine/consumer-batch.ts';
import { projectionsUnavailableMessage } from '../../domain/projections/projection-phase.ts';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { bureauAttributes, consumers, offers, products, tiers, ucCampaigns } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { runProjectionJob } from '../jobs/projection-job.ts';
import { loadEngineConfig } from '../offers/engine-config.ts';
import { PROJECTION_RUNNING_MESSAGE } from './projections.routes.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/projections`;
const sent: { name: string; data: unknown }[] = [];
const recordingBoss = {
  send: async (name: string, data: unknown) => {
    sent.push({ name, data });
    return 'job-id';
  },
};

const ctx = seededApp({
  signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'admin', 'embedder-admin'],
  deps: { boss: recordingBoss as never },
});
const { tokens, call } = ctx;

/** The figures counted independently: the engine run directly over the current campaign's whole population. */
async function independentCounts() {
  const lenderProducts = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.fiId, summit.id), eq(products.status, 'active')));
  const config = await loadEngineConfig(
    ctx.db,
    lenderProducts.map((p) => p.id),
  );
  const engine = compileEngine(config);
  const population = await ctx.db
    .select({ b: bureauAttributes, income: consumers.annualIncome, pay: consumers.payFrequency })
    .from(bureauAttributes)
    .innerJoin(consumers, eq(consumers.id, bureauAttributes.consumerId))
    .where(eq(bureauAttributes.campaignId, DEMO_CAMPAIGNS.current.id));
  const result = engine.run(
    batchFromConsumers(
      population.map((row, id) => ({
        id,
        attributes: row.b.attributes,
        state: row.b.state,
        county: row.b.county,
        zip: row.b.zipcode,
        stated: { annualIncome: row.income === null ? null : Number(row.income), payFrequency: row.pay as never },
      })),
    ),
  );
  const counts = new Map<string, number>();
  for (let k = 0; k < result.offers.length; k++) {
    const product = engine.products[result.offers.product[k] as number];
    if (product) counts.set(product.id, (counts.get(product.id) ?? 0) + 1);
  }
  return { total: population.length, counts, productIds: lenderProducts.map((p) => p.id) };
}

describe('projections (002 §2, §3 Projection row)', () => {
  let projectionId = '';

  it('queues a run on the projections queue; the job fills the Campaign Projection Summary with progress', async () => {
    const list = v.parse(ProjectionList, await (await call(base, authed('GET', tokens['cu-readonly']))).json());
    expect(list).toMatchObject({ available: true, message: null, content: [] });
    const queued = await call(base, authed('POST', tokens['cu-admin']));
    expect(queued.status).toBe(201);
    const projection = v.parse(Projection, await queued.json());
    projectionId = projection.id;
    expect(projection).toMatchObject({ status: 'PENDING', projectionFor: DEMO_CAMPAIGNS.next.name });
    expect(sent).toContainEqual({ name: 'projections', data: { projectionId } });
    expect(await runProjectionJob(ctx.db, projectionId)).toBe('complete');
    expect(await runProjectionJob(ctx.db, projectionId)).toBe('skipped');
    const done = v.parse(
      Projection,
      await (await call(`${base}/${projectionId}`, authed('GET', tokens['cu-readonly']))).json(),
    );
    const expected = await independentCounts();
    expect(done.status).toBe('COMPLETE');
    expect(done.rowsTotal).toBe(expected.total);
    expect(done.rowsDone).toBe(expected.total);
    expect(done.membership.length).toBeGreaterThan(0);
    expect(done.rows.map((row) => row.productId).sort()).toEqual([...expected.productIds].sort());
    for (const row of done.rows) {
      expect(row.totalConsumers).toBe(expected.total);
      expect(row.offersGenerated).toBe(expected.counts.get(row.productId) ?? 0);
      expect(row.qualifyingMembers).toBeLessThanOrEqual(row.totalConsumers);
      expect(row.offersGenerated).toBeLessThanOrEqual(row.qualifyingMembers);
      expect(row.consumersReached).toBeLessThanOrEqual(row.offersGenerated);
      expect(row.projectionFor).toBe(DEMO_CAMPAIGNS.next.name);
    }
    expect(done.rows.some((row) => row.offersGenerated > 0)).toBe(true);
    // Reached: offered consumers who held an eligible offer in the source campaign (the seed generated them).
    const withOffers = await ctx.db
      .selectDistinct({ consumerId: offers.consumerId })
      .from(offers)
      .where(and(eq(offers.campaignId, DEMO_CAMPAIGNS.current.id), eq(offers.status, 'ELIGIBLE')));
    expect(withOffers.length).toBeGreaterThan(0);
  });

  it('what-if: a draft tier rule changes the projected offers without saving it', async () => {
    const [product] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.fiId, summit.id), eq(products.productType, 'Certificate_Deposit')));
    const productTiers = await ctx.db
      .select()
      .from(tiers)
      .where(inArray(tiers.productId, [product?.id ?? '']));
    /** A what-if of the product's first tier with another rule, by `token` at a lender's projections (Summit's). */
    const whatIf = (token: string, rule: string, projections = base) =>
      call(
        `${projections}/what-if`,
        authed('POST', token, { productId: product?.id, tierId: productTiers[0]?.id, rule }),
      );
    const answer = await whatIf(tokens['cu-readonly'], 'AGE >= 200');
    expect(answer.status).toBe(200);
    const result = v.parse(WhatIfResult, await answer.json());
    const before = result.baseline.find((row) => row.productId === product?.id);
    const after = result.draft.find((row) => row.productId === product?.id);
    expect(after?.offersGenerated).toBeLessThan(before?.offersGenerated ?? 0);
    const [saved] = await ctx.db
      .select()
      .from(tiers)
      .where(eq(tiers.id, productTiers[0]?.id ?? ''));
    expect(saved?.rule).toBe(productTiers[0]?.rule);
    const bad = await whatIf(tokens['cu-admin'], 'SHOE_SIZE >= 9');
    expect(bad.status).toBe(400);
    const foreign = await whatIf(tokens['bank-admin'], 'FICO >= 300', `/api/fi/${DEMO_LENDERS[1].number}/projections`);
    expect(foreign.status).toBe(400);
    expect(
      (await call(`${base}/what-if`, authed('POST', tokens['cu-admin'], { productId: 'x', tierId: 'y', rule: '' })))
        .status,
    ).toBe(400);
  });

  it('keeps lenders to their own projections and other realms out; admins may look', async () => {
    expect(
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/projections`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(403);
    expect(
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/projections/${projectionId}`, authed('GET', tokens['bank-admin'])))
        .status,
    ).toBe(404);
    expect((await call(base, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    expect((await call(base, {})).status).toBe(401);
    expect((await call(`${base}/${projectionId}`, authed('GET', tokens.admin))).status).toBe(200);
    expect((await call(`${base}/not-a-uuid`, authed('GET', tokens['cu-admin']))).status).toBe(400);
  });

  it('is unavailable in phases where it cannot run, and the message names the status', async () => {
    await ctx.db.update(ucCampaigns).set({ status: 'SCHEDULED' }).where(eq(ucCampaigns.id, DEMO_CAMPAIGNS.next.id));
    try {
      const list = v.parse(ProjectionList, await (await call(base, authed('GET', tokens['cu-admin']))).json());
      expect(list).toMatchObject({ available: false, message: projectionsUnavailableMessage('SCHEDULED') });
      const refused = await call(base, authed('POST', tokens['cu-admin']));
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe(
        'Projections are unavailable while the campaign is in status SCHEDULED.',
      );
    } finally {
      await ctx.db
        .update(ucCampaigns)
        .set({ status: 'ENROLLMENT_STARTED' })
        .where(eq(ucCampaigns.id, DEMO_CAMPAIGNS.next.id));
    }
  });
});

describe('who may start a projection, and how many at once (issue 30 item 12)', () => {
  it('refuses Read-only and CampaignAcknowledgement users (403)', async () => {
    const ack = await signInAs(ctx.app, 'cu-ack');
    for (const token of [tokens['cu-readonly'], ack]) {
      expect((await call(base, authed('POST', token))).status).toBe(403);
    }
  });

  it('runs one per lender: a second start while one is queued is a 409, also when both come at once', async () => {
    const parallel = await Promise.all([1, 2, 3].map(() => call(base, authed('POST', tokens['cu-admin']))));
    const statuses = parallel.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const refused = parallel.find((answer) => answer.status === 409);
    expect(await refused?.json()).toEqual({ code: 'VALIDATION_FAILED', message: PROJECTION_RUNNING_MESSAGE });
    // Another lender is not held up by this one.
    expect(
      (await call(`/api/fi/${DEMO_LENDERS[1].number}/projections`, authed('POST', tokens['bank-admin']))).status,
    ).toBe(201);
    // Once the queued run is done, a new one may start.
    const queued = v.parse(Projection, await parallel.find((answer) => answer.status === 201)?.json());
    expect(await runProjectionJob(ctx.db, queued.id)).toBe('complete');
    expect((await call(base, authed('POST', tokens['cu-admin']))).status).toBe(201);
  });
});
