import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { Consumer, Loan, Offer } from '../../api/consumer.ts';
import { REEVALUATION_MESSAGES } from '../../domain/marketplace/re-evaluation.ts';
import type { Workflow } from '../../domain/validation/workflow.ts';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { consumers, financialInstitutions, loans, marketplaceSettings } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';

const CURRENT = DEMO_CAMPAIGNS.current.id;

async function signIn(code: string): Promise<string> {
  const consumer = DEMO_CONSUMERS.find((c) => c.accessCode === code);
  if (!consumer) throw new Error(`no demo consumer ${code}`);
  return await signInConsumer(ctx.app, consumer);
}
const patch = (body: unknown, jwt: string) =>
  ctx.app.request('/api/consumers/current', jsonRequest('PATCH', body, jwt));
const offersOf = async (jwt: string) =>
  v.parse(v.array(Offer), await (await ctx.app.request('/api/consumers/current/offers', authed('GET', jwt))).json());
const consumerRow = async (code: string) =>
  (await ctx.db.select().from(consumers).where(eq(consumers.accessCode, code)))[0];
const lenderOf = async (name: string) =>
  (await ctx.db.select().from(financialInstitutions).where(eq(financialInstitutions.name, name)))[0];
/** The lender of the consumer's offer of this product type (each test's premise: the consumer has one). */
const lenderOffering = async (jwt: string, productType: string) => {
  const offer = (await offersOf(jwt)).find((candidate) => candidate.productType === productType);
  const lender = offer && (await lenderOf(offer.financialInstitution.name));
  if (!lender) throw new Error(`no lender offers ${productType} to this consumer`);
  return lender;
};

const workflow = (over: Partial<Workflow>): Workflow =>
  ({
    applicableProducts: ['Short_Term_Loan'],
    requiredFields: ['payFrequency'],
    poBoxAccepted: true,
    reevaluate: false,
    reevaluationFields: [],
    allowAddOns: true,
    allowStipulations: true,
    ...over,
  }) as Workflow;

/** A lender's workflow for the consumers' (current) campaign, as the next campaign's becomes once it is active. */
async function setWorkflow(fiId: string, settings: Workflow): Promise<void> {
  await ctx.db
    .delete(marketplaceSettings)
    .where(and(eq(marketplaceSettings.fiId, fiId), eq(marketplaceSettings.ucCampaignId, CURRENT)));
  await ctx.db.insert(marketplaceSettings).values({ fiId, ucCampaignId: CURRENT, settings });
}

const ctx = seededApp();

describe('re-evaluation reads the lenders’ marketplace settings', () => {
  // Each case sets the workflows it means: none is left from another.
  beforeEach(async () => {
    await ctx.db.delete(marketplaceSettings).where(eq(marketplaceSettings.ucCampaignId, CURRENT));
  });

  it('refuses re-entering a stated value when the offer’s lender has re-evaluation off, changing nothing', async () => {
    const jwt = await signIn('DEMO-1002');
    const lender = await lenderOffering(jwt, 'Short_Term_Loan');
    await setWorkflow(lender.id, workflow({ reevaluate: false }));

    // Stating a value for the first time is not a re-evaluation: the workflow may even require it.
    const first = await patch({ annualIncome: '52000', payFrequency: 'MONTHLY' }, jwt);
    expect(first.status).toBe(200);
    const before = await consumerRow('DEMO-1002');

    const again = await patch({ payFrequency: 'WEEKLY' }, jwt);
    expect(again.status).toBe(409);
    const message = REEVALUATION_MESSAGES.off(lender.name, 'payFrequency');
    expect(await again.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      issues: [{ path: 'payFrequency', message }],
    });
    expect(message).toBe(`${lender.name} does not re-evaluate its offers, so your pay frequency cannot be changed.`);
    const after = await consumerRow('DEMO-1002');
    expect(after).toMatchObject({ payFrequency: 'MONTHLY', offersVersion: before?.offersVersion });
    // Sending the same value again re-enters nothing.
    expect((await patch({ payFrequency: 'MONTHLY', annualIncome: '52000.00' }, jwt)).status).toBe(200);
  });

  it('lets only the workflow’s re-evaluation fields be re-entered, and re-evaluates on them', async () => {
    const jwt = await signIn('DEMO-1002');
    const lender = await lenderOffering(jwt, 'Short_Term_Loan');
    await setWorkflow(lender.id, workflow({ reevaluate: true, reevaluationFields: ['payFrequency'] }));
    const before = await consumerRow('DEMO-1002');

    const allowed = await patch({ payFrequency: 'WEEKLY' }, jwt);
    expect(allowed.status).toBe(200);
    expect(v.parse(Consumer, await allowed.json()).payFrequency).toBe('WEEKLY');
    expect((await consumerRow('DEMO-1002'))?.offersVersion).toBe((before?.offersVersion ?? 0) + 1);

    const income = await patch({ annualIncome: '30000' }, jwt);
    expect(income.status).toBe(409);
    expect(await income.json()).toMatchObject({
      message: `${lender.name} re-evaluates its offers only on pay frequency, so your annual income cannot be changed.`,
      issues: [{ path: 'annualIncome' }],
    });
    expect((await consumerRow('DEMO-1002'))?.annualIncome).toBe('52000.00');
  });

  it('is not refused by another lender’s workflow, nor by one for product types the consumer holds none of', async () => {
    const jwt = await signIn('DEMO-1005');
    const held = await offersOf(jwt);
    const heldLenders = new Set(held.map((offer) => offer.financialInstitution.name));
    const others = (await ctx.db.select().from(financialInstitutions)).filter((fi) => !heldLenders.has(fi.name));
    for (const other of others)
      await setWorkflow(other.id, workflow({ applicableProducts: ['Home_Improvement_Loan'] }));
    const mine = await lenderOf(held[0]?.financialInstitution.name ?? '');
    if (!mine) throw new Error('DEMO-1005 holds no offer');
    const typesHeld = new Set(held.filter((o) => o.financialInstitution.name === mine.name).map((o) => o.productType));
    const notHeld = ['Short_Term_Loan', 'Auto_Refi', 'Checking_Account'].filter((type) => !typesHeld.has(type));
    await setWorkflow(mine.id, workflow({ applicableProducts: notHeld as Workflow['applicableProducts'] }));
    const changed = await patch({ annualIncome: '91000' }, jwt);
    expect(changed.status).toBe(200);
    expect(v.parse(Consumer, await changed.json()).annualIncome).toBe('91000.00');
  });

  it('refuses re-entering a vehicle field the auto refinance workflow does not list', async () => {
    const jwt = await signIn('DEMO-1004');
    const lender = await lenderOffering(jwt, 'Auto_Refi');
    await setWorkflow(
      lender.id,
      workflow({
        applicableProducts: ['Auto_Refi'],
        requiredFields: ['vehicleYear'],
        reevaluate: true,
        reevaluationFields: ['vehicleYear'],
      }),
    );
    const [loan] = v.parse(
      v.array(Loan),
      await (await ctx.app.request('/api/consumers/current/loans?productCategory=AUTO', authed('GET', jwt))).json(),
    );
    if (!loan) throw new Error('no loan');
    // The vehicle as stated before, not yet confirmed.
    const vehicle = { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'XLE', mileage: 48000 };
    await ctx.db.update(loans).set({ collateral: vehicle }).where(eq(loans.id, loan.id));
    const put = (body: unknown) =>
      ctx.app.request(`/api/consumers/current/loans/${loan.id}/collateral`, jsonRequest('PUT', body, jwt));
    const mileage = await put({ ...vehicle, mileage: 51000 });
    expect(mileage.status).toBe(409);
    expect(await mileage.json()).toMatchObject({
      message: `${lender.name} re-evaluates its offers only on vehicle year, so your vehicle mileage cannot be changed.`,
    });
    expect((await ctx.db.select().from(loans).where(eq(loans.id, loan.id)))[0]?.collateral).toEqual(vehicle);
    const year = await put({ ...vehicle, year: 2020 });
    expect(year.status).toBe(200);
    expect(v.parse(Loan, await year.json()).collateral).toMatchObject({ year: 2020 });
  });

  it('answers only the consumer realm, and refuses bad input with 400 before any workflow is read', async () => {
    const lenderAdmin = await signInAs(ctx.app, 'cu-admin');
    expect([401, 403]).toContain((await patch({ payFrequency: 'WEEKLY' }, lenderAdmin)).status);
    expect((await patch({ payFrequency: 'WEEKLY' }, '')).status).toBe(401);
    const jwt = await signIn('DEMO-1002');
    expect((await patch({ payFrequency: 'FORTNIGHTLY' }, jwt)).status).toBe(400);
    expect((await patch({ annualIncome: 'lots' }, jwt)).status).toBe(400);
  });
});
