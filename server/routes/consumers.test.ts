import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Consumer, Disclosure, Faq, Institution, Loan, Offer } from '../../api/consumer.ts';
import { compileEngine } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers } from '../../domain/engine/consumer-batch.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { bureauAttributes, consumers, offers } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { loadEngineConfig } from '../offers/engine-config.ts';

const demo = (code: string) => {
  const consumer = DEMO_CONSUMERS.find((c) => c.accessCode === code);
  if (!consumer) throw new Error(`no demo consumer ${code}`);
  return consumer;
};

async function signIn(code: string): Promise<string> {
  const consumer = demo(code);
  return await signInConsumer(ctx.app, consumer);
}
const get = (path: string, jwt: string, headers: Record<string, string> = {}) =>
  ctx.app.request(path, { headers: { authorization: `Bearer ${jwt}`, ...headers } });
const offersOf = async (jwt: string) =>
  v.parse(v.array(Offer), await (await get('/api/consumers/current/offers', jwt)).json());

const ctx = seededApp();

describe('the demo campaign', () => {
  it('holds exactly the offers the engine makes for the seeded consumers', async () => {
    const engine = compileEngine(await loadEngineConfig(ctx.db));
    const rows = await ctx.db
      .select()
      .from(bureauAttributes)
      .where(eq(bureauAttributes.campaignId, DEMO_CAMPAIGNS.current.id));
    const people = await ctx.db.select().from(consumers);
    const records = rows.map((row, id) => {
      const person = people.find((p) => p.id === row.consumerId);
      return {
        id,
        attributes: row.attributes,
        state: row.state,
        county: row.county,
        zip: row.zipcode,
        stated: {
          annualIncome: person?.annualIncome ? Number(person.annualIncome) : null,
          payFrequency: (person?.payFrequency ?? null) as never,
        },
      };
    });
    const result = engine.run(batchFromConsumers(records));
    const expected = new Set<string>();
    for (let k = 0; k < result.offers.length; k++) {
      const row = rows[result.offers.row[k] as number];
      expected.add(`${row?.consumerId}|${engine.products[result.offers.product[k] as number]?.id}`);
    }
    const stored = await ctx.db
      .select({ consumerId: offers.consumerId, productId: offers.productId })
      .from(offers)
      .where(and(eq(offers.campaignId, DEMO_CAMPAIGNS.current.id), eq(offers.status, 'ELIGIBLE')));
    expect(new Set(stored.map((o) => `${o.consumerId}|${o.productId}`))).toEqual(expected);
    expect(expected.size).toBeGreaterThan(40);
  });

  it('stores personal data sealed, never in clear', async () => {
    const [row] = await ctx.db
      .select()
      .from(consumers)
      .where(eq(consumers.id, demo('DEMO-1001').id));
    expect(row?.pii).toBeTruthy();
    expect(row?.pii).not.toContain('521-44-1234');
    expect(row?.pii).not.toContain('Aspen');
  });
});

describe('GET /api/consumers/current', () => {
  it('answers the consumer with the SSN masked to the last four', async () => {
    const jwt = await signIn('DEMO-1001');
    const consumer = v.parse(Consumer, await (await get('/api/consumers/current', jwt)).json());
    expect(consumer).toMatchObject({
      firstName: 'Maria',
      ssn: '***-**-1234',
      address: { street: '18 Aspen Way', state: 'CO' },
      payFrequency: 'BI_WEEKLY',
      campaign: { id: DEMO_CAMPAIGNS.current.id },
    });
  });

  it('refuses a request without a token', async () => {
    expect((await ctx.app.request('/api/consumers/current')).status).toBe(401);
  });
});

describe('GET /api/consumers/current/offers', () => {
  it('lists offers in every category with estimated payments, and answers 304 to its ETag', async () => {
    const jwt = await signIn('DEMO-1001');
    const first = await get('/api/consumers/current/offers', jwt);
    expect(first.status).toBe(200);
    const list = v.parse(v.array(Offer), await first.json());
    expect(new Set(list.map((o) => o.category)).size).toBe(10);
    expect(list.length).toBeGreaterThanOrEqual(20);
    const newAuto = list.find((o) => o.productType === 'New_Auto');
    expect(Number(newAuto?.estimatedTerms.estimatedPayment)).toBeGreaterThan(0);
    expect(list.find((o) => o.productType === 'Certificate_Deposit')?.estimatedTerms.estimatedPayment).toBe('0');
    // Miles from Garcia's zip (Boulder 80301) to each lender's nearest branch; the online lender shows none.
    const distanceOf = (lender: string) =>
      new Set(list.filter((o) => o.financialInstitution.name === lender).map((o) => o.financialInstitution.distance));
    const [summit] = [...distanceOf('Summit Credit Union')];
    const [harbor] = [...distanceOf('Harbor Bank')];
    expect(summit).toBeGreaterThanOrEqual(0);
    expect(summit).toBeLessThan(10);
    expect(harbor).toBeGreaterThan(summit ?? 0);
    expect(harbor).toBeLessThan(60);
    expect([...distanceOf('Bright Lending')]).toEqual([undefined]);
    // Vehicle loans carry the lender's card as an add-on; other products none.
    expect(newAuto?.addOns).toEqual([
      expect.objectContaining({ name: 'Cash Back Card with your auto loan', productType: 'Unsecured_Credit_Card' }),
    ]);
    expect(list.find((o) => o.productType === 'Certificate_Deposit')?.addOns).toEqual([]);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"offers-/);
    // One consumer's answer (Authorization), possibly compressed (Accept-Encoding): caches must key on both.
    expect(first.headers.get('vary')).toBe('Authorization, Accept-Encoding');
    expect((await get('/api/consumers/current/offers', jwt, { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers each error code of 001 §8', async () => {
    const none = await get('/api/consumers/current/offers', await signIn('DEMO-1006'));
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'OFFERS_NOT_FOUND' });
    const expired = await get('/api/consumers/current/offers', await signIn('DEMO-1007'));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'OFFERS_EXPIRED' });
    // One consumer's error is never stored for the next one signing in on the same browser.
    expect(expired.headers.get('cache-control')).toBe('no-store');
    const jwt = await signIn('DEMO-1002');
    await ctx.db
      .update(consumers)
      .set({ workflowState: [] })
      .where(eq(consumers.id, demo('DEMO-1002').id));
    const inactive = await get('/api/consumers/current/offers', jwt);
    expect(inactive.status).toBe(409);
    expect(await inactive.json()).toMatchObject({ code: 'OFFERS_NOT_ACTIVATED' });
    await ctx.db
      .update(consumers)
      .set({ workflowState: ['OFFERS_GENERATED'] })
      .where(eq(consumers.id, demo('DEMO-1002').id));
  });

  it('shows the redacted offer of the consumer whose confirmed income fails the lender rule', async () => {
    const list = await offersOf(await signIn('DEMO-1008'));
    expect(list.find((o) => o.productType === 'Short_Term_Loan')?.status).toBe('REDACTED');
    expect(list.filter((o) => o.status === 'ELIGIBLE').length).toBeGreaterThan(0);
  });
});

describe('GET /api/consumers/current/offers/{id} and its disclosures, FAQs and lender', () => {
  it("answers the consumer's own offer and refuses another consumer's", async () => {
    const garcia = await signIn('DEMO-1001');
    const [offer] = await offersOf(garcia);
    if (!offer) throw new Error('no offer');
    const one = v.parse(Offer, await (await get(`/api/consumers/current/offers/${offer.id}`, garcia)).json());
    expect(one.id).toBe(offer.id);
    const disclosures = v.parse(
      v.array(Disclosure),
      await (await get(`/api/consumers/current/offers/${offer.id}/disclosures`, garcia)).json(),
    );
    expect(disclosures.length).toBeGreaterThan(0);
    const faqs = v.parse(
      v.array(Faq),
      await (await get(`/api/consumers/current/offers/${offer.id}/faqs`, garcia)).json(),
    );
    expect(faqs.length).toBeGreaterThan(0);
    const fi = v.parse(
      Institution,
      await (await get(`/api/consumers/current/fis/${offer.financialInstitution.id}`, garcia)).json(),
    );
    expect(fi.name).toBe(offer.financialInstitution.name);

    const smith = await signIn('DEMO-1002');
    const foreign = await get(`/api/consumers/current/offers/${offer.id}`, smith);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'OFFER_PRODUCT_NOT_FOUND' });
    expect((await get('/api/consumers/current/offers/not-a-uuid', smith)).status).toBe(400);
    const summit = (await offersOf(garcia)).find((o) => o.financialInstitution.name === 'Summit Credit Union');
    expect((await get(`/api/consumers/current/fis/${summit?.financialInstitution.id}`, smith)).status).toBe(404);
  });
});

describe('PATCH /api/consumers/current: re-evaluation', () => {
  it('re-runs the engine on stated income: a low income redacts the short-term offer, confirmed income is fixed', async () => {
    const jwt = await signIn('DEMO-1002');
    const before = await get('/api/consumers/current/offers', jwt);
    const etag = before.headers.get('etag');
    expect(v.parse(v.array(Offer), await before.json()).find((o) => o.productType === 'Short_Term_Loan')?.status).toBe(
      'ELIGIBLE',
    );
    const patched = await ctx.app.request(
      '/api/consumers/current',
      jsonRequest('PATCH', { annualIncome: '15000', payFrequency: 'WEEKLY', confirmIncome: true }, jwt),
    );
    expect(patched.status).toBe(200);
    expect(v.parse(Consumer, await patched.json())).toMatchObject({ annualIncome: '15000.00', incomeConfirmed: true });
    const after = await get('/api/consumers/current/offers', jwt, { 'if-none-match': etag ?? '' });
    expect(after.status).toBe(200);
    expect(v.parse(v.array(Offer), await after.json()).find((o) => o.productType === 'Short_Term_Loan')?.status).toBe(
      'REDACTED',
    );
    const again = await ctx.app.request('/api/consumers/current', jsonRequest('PATCH', { annualIncome: '50000' }, jwt));
    expect(again.status).toBe(409);
    const bad = await ctx.app.request('/api/consumers/current', jsonRequest('PATCH', { annualIncome: 'lots' }, jwt));
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /api/consumers/current: partial updates (issue 17 items 8 and 12)', () => {
  const patch = (body: unknown, jwt: string) =>
    ctx.app.request('/api/consumers/current', jsonRequest('PATCH', body, jwt));

  it('changes only what is sent: e-mail alone, phone alone, and nothing at all for {}', async () => {
    const jwt = await signIn('DEMO-1008');
    const before = v.parse(Consumer, await (await get('/api/consumers/current', jwt)).json());
    const mailed = await patch({ email: 'new.address@example.com' }, jwt);
    expect(mailed.status).toBe(200);
    expect(v.parse(Consumer, await mailed.json())).toMatchObject({
      email: 'new.address@example.com',
      phone: before.phone,
      annualIncome: before.annualIncome,
    });
    const phoned = await patch({ phone: '5551234567' }, jwt);
    expect(phoned.status).toBe(200);
    expect(v.parse(Consumer, await phoned.json())).toMatchObject({
      email: 'new.address@example.com',
      phone: '555-123-4567', // stored normalised 3-3-4
    });
    const nothing = await patch({}, jwt);
    expect(nothing.status).toBe(200);
    expect(v.parse(Consumer, await nothing.json())).toEqual(
      v.parse(Consumer, await (await get('/api/consumers/current', jwt)).json()),
    );
  });

  it('refuses a negative income and one beyond any consumer’s (and the column) with 400, changing nothing', async () => {
    const jwt = await signIn('DEMO-1008');
    const before = v.parse(Consumer, await (await get('/api/consumers/current', jwt)).json());
    for (const annualIncome of ['-5000', '1000000000000000', '123456789012.5', '100000000']) {
      const response = await patch({ annualIncome }, jwt);
      expect(response.status, annualIncome).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'annualIncome', message: 'Enter an annual income between $0 and $99,999,999.99' }],
      });
    }
    expect((await patch({ annualHouseholdIncome: '-1' }, jwt)).status).toBe(400);
    const after = v.parse(Consumer, await (await get('/api/consumers/current', jwt)).json());
    expect(after.annualIncome).toBe(before.annualIncome);
  });
});

describe('loans and collateral', () => {
  it('lists the auto loan and confirms its vehicle once', async () => {
    const jwt = await signIn('DEMO-1004');
    const list = v.parse(
      v.array(Loan),
      await (await get('/api/consumers/current/loans?productCategory=AUTO', jwt)).json(),
    );
    expect(list).toHaveLength(1);
    const loan = list[0];
    if (!loan) throw new Error('no loan');
    expect(loan.estimatedBalance).toBe('18400.00');
    const vehicle = { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'XLE', mileage: 48000 };
    const put = await ctx.app.request(
      `/api/consumers/current/loans/${loan.id}/collateral`,
      jsonRequest('PUT', vehicle, jwt),
    );
    expect(put.status).toBe(200);
    expect(v.parse(Loan, await put.json()).collateral).toEqual(vehicle);
    const change = await ctx.app.request(
      `/api/consumers/current/loans/${loan.id}/collateral`,
      jsonRequest('PUT', { ...vehicle, mileage: 1000 }, jwt),
    );
    expect(change.status).toBe(409);
    const none = v.parse(
      v.array(Loan),
      await (await get('/api/consumers/current/loans?productCategory=CD', jwt)).json(),
    );
    expect(none).toEqual([]);
    expect((await get('/api/consumers/current/loans?productCategory=BOATS', jwt)).status).toBe(400);
  });
});
