import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { INVOICE_ACTIONS } from '../../api/billing.ts';
import { BILLING_MESSAGES, INVOICE_ERRORS } from '../../domain/billing/pricing.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { recordingBoss } from '../../tests/integration/fake-boss.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { financialInstitutions, lenderPricing, loanLeads, offers, products, redemptions } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { QUEUES } from '../jobs/boss.ts';
import { runInvoiceJob } from '../jobs/invoices.ts';

const [summit, harbor, bright, peak] = DEMO_LENDERS;
const current = DEMO_CAMPAIGNS.current.id;
const { boss: recording, sent } = recordingBoss<{ invoiceId: string }>();

const call = (path: string, init: RequestInit) => ctx.app.request(`/api${path}`, init);
const json = (path: string, init: RequestInit) => ctx.json(`/api${path}`, init);

/** Integer cents, apart from the code under test. */
const cents = (price: string) => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const asMoney = (total: number) => `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;

/** Redeems `count` more of a lender's offers in the current campaign (COMPLETE, with their loan leads). */
async function redeem(fiId: string, count: number): Promise<void> {
  const free = await ctx.db
    .select({ id: offers.id, consumerId: offers.consumerId, productId: offers.productId })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(redemptions, eq(redemptions.offerId, offers.id))
    .where(and(eq(products.fiId, fiId), eq(offers.campaignId, current), isNull(redemptions.id)))
    .limit(count);
  expect(free).toHaveLength(count);
  for (const offer of free) {
    const [row] = await ctx.db
      .insert(redemptions)
      .values({
        consumerId: offer.consumerId,
        offerId: offer.id,
        productId: offer.productId,
        status: 'COMPLETE',
        amount: '1000.00',
      })
      .returning({ id: redemptions.id });
    await ctx.db.insert(loanLeads).values({ redemptionId: row?.id ?? '', fiId, consumerId: offer.consumerId });
  }
}

async function billable(fiId: string): Promise<number> {
  const rows = await ctx.db
    .select({ status: redemptions.status })
    .from(redemptions)
    .innerJoin(loanLeads, eq(loanLeads.redemptionId, redemptions.id))
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .where(and(eq(loanLeads.fiId, fiId), eq(offers.campaignId, current)));
  return rows.filter((row) => row.status !== 'CANCELLED' && row.status !== 'EXPIRED').length;
}

const generate = (lenderId: number, token = tokens.admin) =>
  json('/billing/invoices', authed('POST', token, { lenderId, ucCampaignId: current }));
const setPricing = (lenderNumber: number, body: unknown, token = tokens.admin) =>
  json(`/fi/${lenderNumber}/pricing`, authed('PUT', token, body));
/** Generates and runs the job as pg-boss would; answers the computed invoice. */
async function generated(lenderId: number) {
  const created = await generate(lenderId);
  expect(created.status).toBe(201);
  expect(created.body.status).toBe('NOT_CREATED');
  const job = sent.at(-1);
  expect(job).toMatchObject({ name: QUEUES.invoices, data: { invoiceId: created.body.id }, inTransaction: true });
  await runInvoiceJob(ctx.db, String(created.body.id));
  return (await json(`/billing/invoices/${String(created.body.id)}`, authed('GET', tokens.admin))).body;
}

const ctx = seededApp({
  signIns: ['admin', 'cu-admin', 'cu-analyst', 'bank-admin', 'embedder-admin'],
  deps: { boss: recording },
});
const { tokens } = ctx;

describe('pricing model (lenders/{lenderId}/pricing)', () => {
  it('is unconfigured at first; an admin sets it (audited with old and new values)', async () => {
    const first = await json(`/fi/${summit.number}/pricing`, authed('GET', tokens.admin));
    expect(first).toEqual({
      status: 200,
      body: { configured: false, model: 'STANDARD_FLAT', productPrices: [], tiers: [] },
    });
    const tiers = [
      { name: 'Starter', startsAt: 1, endsAt: 2, price: '40.00' },
      { name: 'Volume', startsAt: 3, endsAt: null, price: '25.25' },
    ];
    const saved = await setPricing(summit.number, { model: 'VOLUME_TIER_BASED', pricePerRedeem: '9.00', tiers });
    expect(saved.status).toBe(200);
    // What the model does not charge with is not kept.
    expect(saved.body).toMatchObject({ configured: true, model: 'VOLUME_TIER_BASED', tiers, productPrices: [] });
    expect(saved.body.pricePerRedeem).toBeUndefined();
    const audit = await latestAudit(ctx.db, 'PRICING_MODEL_UPDATED');
    expect(audit).toMatchObject({ category: 'LENDER', entityName: summit.name, oldValue: null, tenantId: summit.id });
    expect((audit?.newValue as { tiers: unknown[] } | undefined)?.tiers).toHaveLength(2);
    const again = await json(`/fi/${summit.number}/pricing`, authed('GET', tokens.admin));
    expect(again.body).toEqual(saved.body);
  });

  it("is the lender profile's model: one stored value, preselected before it is priced (issue 30 item 4)", async () => {
    const profile = async () => (await json(`/fi/${harbor.number}`, authed('GET', tokens.admin))).body.pricingModel;
    // Harbor's profile says VOLUME_TIER_BASED; the pricing page used to preselect STANDARD_FLAT.
    expect(await profile()).toBe('VOLUME_TIER_BASED');
    expect((await json(`/fi/${harbor.number}/pricing`, authed('GET', tokens.admin))).body).toEqual({
      configured: false,
      model: 'VOLUME_TIER_BASED',
      productPrices: [],
      tiers: [],
    });
    const tiers = [{ name: 'All', startsAt: 1, endsAt: null, price: '12.00' }];
    const saved = await setPricing(harbor.number, { model: 'VOLUME_TIER_BASED', tiers });
    expect(saved.body).toMatchObject({ configured: true, model: 'VOLUME_TIER_BASED', tiers });
    // The profile names another model: the pricing page follows it, unpriced, instead of keeping a second copy.
    await ctx.db
      .update(financialInstitutions)
      .set({ pricingModel: 'STANDARD_FLAT' })
      .where(eq(financialInstitutions.id, harbor.id));
    expect((await json(`/fi/${harbor.number}/pricing`, authed('GET', tokens.admin))).body).toMatchObject({
      configured: false,
      model: 'STANDARD_FLAT',
    });
    await setPricing(harbor.number, {
      model: 'DISCOUNTED_FLAT',
      pricePerRedeem: '10',
      discountedPrice: '8',
      discountThreshold: 5,
    });
    expect(await profile()).toBe('DISCOUNTED_FLAT');
    const copies = await ctx.db.execute(sql`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'lender_pricing' AND column_name = 'model'`);
    expect(copies.rows).toHaveLength(0);
    // Harbor is unpriced again for the invoice tests below (NOT_CONFIGURED).
    await ctx.db.delete(lenderPricing).where(eq(lenderPricing.fiId, harbor.id));
  });

  it('refuses bad input with the messages, lenders, embedders and unknown lenders', async () => {
    const missing = await setPricing(summit.number, { model: 'STANDARD_FLAT' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Price per redeem is required');
    const gap = await setPricing(summit.number, {
      model: 'VOLUME_TIER_BASED',
      tiers: [
        { name: 'A', startsAt: 1, endsAt: 2, price: '1' },
        { name: 'B', startsAt: 4, endsAt: null, price: '1' },
      ],
    });
    expect(gap.status).toBe(400);
    expect(JSON.stringify(gap.body)).toContain(BILLING_MESSAGES.tiersContiguous);
    expect((await setPricing(summit.number, { model: 'FREE' })).status).toBe(400);
    // A lender reads its own pricing model, not another's, and cannot change it.
    expect((await call(`/fi/${summit.number}/pricing`, authed('GET', tokens['cu-admin']))).status).toBe(200);
    expect((await call(`/fi/${summit.number}/pricing`, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect(
      (await setPricing(summit.number, { model: 'STANDARD_FLAT', pricePerRedeem: '1' }, tokens['cu-admin'])).status,
    ).toBe(403);
    expect((await call(`/fi/${summit.number}/pricing`, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    expect((await call('/fi/999/pricing', authed('GET', tokens.admin))).status).toBe(404);
  });
});

describe('invoices', () => {
  it('VOLUME_TIER_BASED: the job makes a DRAFT with a line per tier; totals match integer cents', async () => {
    await redeem(summit.id, 4);
    const count = await billable(summit.id);
    expect(count).toBeGreaterThanOrEqual(4);
    const invoice = await generated(summit.number);
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      pricingModel: 'VOLUME_TIER_BASED',
      totalRedeems: count,
      totalDue: asMoney(2 * cents('40.00') + (count - 2) * cents('25.25')),
      lenderName: summit.name,
      campaignName: DEMO_CAMPAIGNS.current.name,
      errors: [],
    });
    expect((invoice.lines as { tier: string; redeems: number }[]).map((line) => [line.tier, line.redeems])).toEqual([
      ['Starter', 2],
      ['Volume', count - 2],
    ]);
    expect(String(invoice.dueDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await latestAudit(ctx.db, INVOICE_ACTIONS.generated))?.category).toBe('LENDER');
    // A rerun of a computed invoice (a pg-boss retry) does nothing.
    expect(await runInvoiceJob(ctx.db, String(invoice.id))).toBe('skipped');
    expect(await runInvoiceJob(ctx.db, '00000000-0000-4000-8000-000000000000')).toBe('missing');
  });

  it('STANDARD_FLAT, DISCOUNTED_FLAT and VOLUME_PRODUCT_BASED totals match integer cents', async () => {
    await redeem(bright.id, 3);
    const count = await billable(bright.id);
    await setPricing(bright.number, { model: 'STANDARD_FLAT', pricePerRedeem: '17.33' });
    expect((await generated(bright.number)).totalDue).toBe(asMoney(count * cents('17.33')));
    await setPricing(bright.number, {
      model: 'DISCOUNTED_FLAT',
      pricePerRedeem: '17.33',
      discountedPrice: '11.11',
      discountThreshold: count,
    });
    const discounted = await generated(bright.number);
    expect(discounted.totalDue).toBe(asMoney(count * cents('11.11')));
    expect((discounted.lines as { discountMet: boolean }[])[0]?.discountMet).toBe(true);
    const categories = await ctx.db
      .selectDistinct({ category: products.category })
      .from(products)
      .where(eq(products.fiId, bright.id));
    await setPricing(bright.number, {
      model: 'VOLUME_PRODUCT_BASED',
      productPrices: categories.map((row, index) => ({ category: row.category, price: `${5 + index}.45` })),
    });
    const byProduct = await generated(bright.number);
    const lines = byProduct.lines as { redeems: number; pricePerRedeem: string; amount: string }[];
    expect(lines.reduce((sum, line) => sum + line.redeems, 0)).toBe(count);
    for (const line of lines) expect(line.amount).toBe(asMoney(line.redeems * cents(line.pricePerRedeem)));
    expect(byProduct.totalDue).toBe(
      asMoney(lines.reduce((sum, line) => sum + line.redeems * cents(line.pricePerRedeem), 0)),
    );
  });

  it('sets NOT_CONFIGURED, NO_REDEEMS and CREATION_ERROR with their errors', async () => {
    const harborInvoice = await generated(harbor.number);
    expect(harborInvoice).toMatchObject({
      status: 'NOT_CONFIGURED',
      errors: [INVOICE_ERRORS.notConfigured],
      totalDue: null,
    });
    await setPricing(peak.number, { model: 'STANDARD_FLAT', pricePerRedeem: '5' });
    expect(await generated(peak.number)).toMatchObject({ status: 'NO_REDEEMS', errors: [INVOICE_ERRORS.noRedeems] });
    await setPricing(harbor.number, {
      model: 'VOLUME_TIER_BASED',
      tiers: [{ name: 'Only one', startsAt: 1, endsAt: 1, price: '5' }],
    });
    await redeem(harbor.id, 2);
    expect(await generated(harbor.number)).toMatchObject({
      status: 'CREATION_ERROR',
      errors: [INVOICE_ERRORS.tiersIncomplete(2)],
      errorText: `${INVOICE_ERRORS.tiersIncomplete(2).code}: ${INVOICE_ERRORS.tiersIncomplete(2).message}`,
    });
  });

  it('moves DRAFT → OPEN → PAID; refuses other transitions and a second invoice once issued', async () => {
    const invoice = await generated(summit.number);
    const path = `/billing/invoices/${String(invoice.id)}/status`;
    const skip = await json(path, authed('PUT', tokens.admin, { status: 'PAID' }));
    // The invoice lifecycle machine refuses the move (server/routes/invoice-lifecycle.test.ts replays them all).
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(BILLING_MESSAGES.transition('DRAFT', 'PAID'));
    expect((await json(path, authed('PUT', tokens.admin, { status: 'SENT' }))).status).toBe(400);
    expect((await json(path, authed('PUT', tokens.admin, { status: 'OPEN' }))).body.status).toBe('OPEN');
    expect(await latestAudit(ctx.db, INVOICE_ACTIONS.status)).toMatchObject({
      oldValue: { status: 'DRAFT' },
      newValue: { status: 'OPEN' },
    });
    const second = await generate(summit.number);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(BILLING_MESSAGES.alreadyIssued);
    expect((await json(path, authed('PUT', tokens.admin, { status: 'PAID' }))).body.status).toBe('PAID');
    expect((await json(path, authed('PUT', tokens.admin, { status: 'VOID' }))).status).toBe(409);
    expect((await json(path, authed('PUT', tokens['cu-admin'], { status: 'VOID' }))).status).toBe(403);
  });

  it('refuses bad generation requests and non-admins', async () => {
    const bad = await json(
      '/billing/invoices',
      authed('POST', tokens.admin, { lenderId: summit.number, ucCampaignId: 'x' }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter a valid Campaign');
    expect(
      (await json('/billing/invoices', authed('POST', tokens.admin, { lenderId: 'one', ucCampaignId: current })))
        .status,
    ).toBe(400);
    const noCampaign = await json(
      '/billing/invoices',
      authed('POST', tokens.admin, { lenderId: summit.number, ucCampaignId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noCampaign).toMatchObject({ status: 404, body: { message: BILLING_MESSAGES.noCampaign } });
    expect((await generate(999)).status).toBe(404);
    expect((await generate(summit.number, tokens['cu-admin'])).status).toBe(403);
    expect((await generate(summit.number, tokens['embedder-admin'])).status).toBe(403);
    expect((await call('/billing/invoices', authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call('/billing/invoices/not-a-uuid', authed('GET', tokens.admin))).status).toBe(400);
    expect(
      (await call('/billing/invoices/00000000-0000-4000-8000-000000000000', authed('GET', tokens.admin))).status,
    ).toBe(404);
  });

  it('the billing report lists invoices with filters, and downloads CSV, XLSX and each PDF', async () => {
    const list = await json(
      `/billing/invoices?filter=${encodeURIComponent(JSON.stringify([{ field: 'status', operator: 'EQUAL', value: 'PAID' }]))}`,
      authed('GET', tokens.admin),
    );
    const rows = list.body.content as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lenderName: summit.name, status: 'PAID', pricingModel: 'VOLUME_TIER_BASED' });
    expect(String(rows[0]?.breakdown)).toContain('Starter');
    const all = (await json('/billing/invoices?size=100', authed('GET', tokens.admin))).body as {
      totalElements: number;
    };
    const csv = await call('/billing/invoices?format=csv', authed('GET', tokens.admin));
    const parsed = Papa.parse<string[]>(await csv.text(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(
      expect.arrayContaining([
        'Lender name',
        'Campaign name',
        'Pricing model',
        'Total due',
        'Invoice status',
        'Errors',
      ]),
    );
    expect(parsed).toHaveLength(all.totalElements + 1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await (await call('/billing/invoices?format=xlsx', authed('GET', tokens.admin))).arrayBuffer(),
    );
    expect(workbook.worksheets[0]?.rowCount).toBe(all.totalElements + 1);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Invoice');

    const pdf = await call(`/billing/invoices/${String(rows[0]?.id)}/pdf`, authed('GET', tokens.admin));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe(`Invoice ${String(rows[0]?.number)}`);
    expect(document.getPageCount()).toBe(1);
  });
});

describe('the lender’s invoices', () => {
  it('a lender sees only its own issued invoices and their PDFs', async () => {
    const own = await json(`/fi/${summit.number}/invoices`, authed('GET', tokens['cu-admin']));
    expect(own.status).toBe(200);
    const rows = own.body.content as Record<string, unknown>[];
    expect(rows.map((row) => row.status)).toEqual(['PAID']);
    expect(rows.every((row) => row.lenderName === summit.name)).toBe(true);
    const pdf = await call(
      `/fi/${summit.number}/invoices/${String(rows[0]?.id)}/pdf`,
      authed('GET', tokens['cu-admin']),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Another lender's invoice through one's own path is not there; another lender's path is refused.
    const harborInvoices = (await json('/billing/invoices?size=100', authed('GET', tokens.admin))).body
      .content as Record<string, unknown>[];
    const foreign = harborInvoices.find((row) => row.lenderName === harbor.name);
    expect(
      (await call(`/fi/${summit.number}/invoices/${String(foreign?.id)}/pdf`, authed('GET', tokens['cu-admin'])))
        .status,
    ).toBe(404);
    const draft = harborInvoices.find((row) => row.lenderName === summit.name && row.status === 'DRAFT');
    expect(
      (await call(`/fi/${summit.number}/invoices/${String(draft?.id)}/pdf`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(404);
    expect((await call(`/fi/${harbor.number}/invoices`, authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call(`/fi/${summit.number}/invoices`, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(`/fi/${summit.number}/invoices`, authed('GET', tokens['embedder-admin']))).status).toBe(403);
    // A loan-lead analyst has no billing rights.
    expect((await call(`/fi/${summit.number}/invoices`, authed('GET', tokens['cu-analyst']))).status).toBe(403);
    expect(
      (await call(`/fi/${summit.number}/invoices?from=2026-13-01`, authed('GET', tokens['cu-admin']))).status,
    ).toBe(400);
    // An admin reaches any lender's list.
    expect((await call(`/fi/${harbor.number}/invoices`, authed('GET', tokens.admin))).status).toBe(200);
  });
});
