import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  generateInvoice,
  getInvoice,
  getPricingModel,
  INVOICE_FIELDS,
  invoicePdf,
  lenderInvoicePdf,
  listBillingCampaigns,
  listInvoices,
  listLenderInvoices,
  updateInvoiceStatus,
  updatePricingModel,
} from '../../api/billing.ts';
import type { ReportQuery } from '../../api/reports.ts';
import { BILLING_MESSAGES, INVOICE_TRANSITIONS, ISSUED_STATUSES } from '../../domain/billing/pricing.ts';
import { invoicePdfBytes, pdfResponse } from '../billing/invoice-pdf.ts';
import type { Executor } from '../db/pool.ts';
import {
  findInvoice,
  findPricing,
  type InvoiceRow,
  keptFields,
  savePricing,
  selectInvoices,
  toInvoice,
  toInvoiceDetail,
  toPricingModel,
} from '../db/queries/billing.ts';
import { financialInstitutions, invoices, ucCampaigns } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';
import { reportAnswer } from '../http/report-download.ts';
import { QUEUES } from '../jobs/boss.ts';
import { bossDb } from '../postbacks/outbox.ts';

const noInvoice = () => notFound(BILLING_MESSAGES.noInvoice);

const INVOICE_COLUMNS = {
  number: invoices.number,
  lenderName: financialInstitutions.name,
  campaignName: ucCampaigns.name,
  status: invoices.status,
  pricingModel: invoices.model,
  generationDate: invoices.generatedAt,
  totalRedeems: invoices.totalRedeems,
};
const EXPORT_COLUMNS = {
  number: 'Invoice',
  lenderName: 'Lender name',
  lenderId: 'Lender id',
  campaignName: 'Campaign name',
  startDate: 'Start date',
  endDate: 'End date',
  generationDate: 'Generation date',
  dueDate: 'Due date',
  pricingModel: 'Pricing model',
  totalRedeems: 'Total redeems',
  totalDue: 'Total due',
  breakdown: 'Product and tier breakdown',
  status: 'Invoice status',
  errorText: 'Errors',
};

function invoiceReport(db: Executor, query: ReportQuery, where: SQL | undefined, csvName: string) {
  return reportAnswer(
    {
      fields: INVOICE_FIELDS,
      columns: INVOICE_COLUMNS,
      select: () => selectInvoices(db).$dynamic(),
      count: async (condition) =>
        (
          await db
            .select({ n: count() })
            .from(invoices)
            .innerJoin(financialInstitutions, eq(financialInstitutions.id, invoices.fiId))
            .innerJoin(ucCampaigns, eq(ucCampaigns.id, invoices.campaignId))
            .where(condition)
        )[0]?.n ?? 0,
      where,
      dateColumn: invoices.createdAt,
      defaultOrder: [desc(invoices.number)],
      toRow: (row: InvoiceRow) => toInvoice(row),
      csvName,
      sheetName: 'Billing report',
      exportColumns: EXPORT_COLUMNS,
    },
    query,
  );
}

/** Pricing models, invoice generation (the `invoices` job), the billing report and the invoices' PDFs. */
export function registerBillingRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getPricingModel, async ({ tenant, db }) => toPricingModel(await findPricing(db, tenant.id)));

  scopedRoute(app, updatePricingModel, async ({ tenant, db, body, audit }) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`pricing:${tenant.id}`}))`);
    const before = await findPricing(db, tenant.id);
    await savePricing(db, tenant.id, keptFields(body));
    const after = await findPricing(db, tenant.id);
    audit.record({ entityId: String(tenant.number), entityName: tenant.name, oldValue: before, newValue: after });
    return toPricingModel(after);
  });

  route(app, listBillingCampaigns, async ({ db }) =>
    db
      .select({ id: ucCampaigns.id, name: ucCampaigns.name, status: ucCampaigns.status })
      .from(ucCampaigns)
      .orderBy(desc(ucCampaigns.startsAt)),
  );

  route(app, listInvoices, async ({ query, db }) => invoiceReport(db, query, undefined, 'billing-report'));

  route(app, generateInvoice, async ({ body, db, audit, c }) => {
    const [lender] = await db
      .select({ id: financialInstitutions.id, name: financialInstitutions.name })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.number, body.lenderId));
    if (!lender) throw notFound('No such financial institution');
    const [campaign] = await db
      .select({ id: ucCampaigns.id })
      .from(ucCampaigns)
      .where(eq(ucCampaigns.id, body.ucCampaignId));
    if (!campaign) throw notFound(BILLING_MESSAGES.noCampaign);
    // One generation at a time per lender and campaign, so two clicks cannot issue two invoices.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${lender.id}:${campaign.id}`}))`);
    const [issued] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.fiId, lender.id),
          eq(invoices.campaignId, campaign.id),
          inArray(invoices.status, [...ISSUED_STATUSES]),
        ),
      );
    if (issued) {
      throw new ApiError(409, 'VALIDATION_FAILED', BILLING_MESSAGES.alreadyIssued, [
        { path: 'ucCampaignId', message: BILLING_MESSAGES.alreadyIssued },
      ]);
    }
    const [created] = await db
      .insert(invoices)
      .values({ fiId: lender.id, campaignId: campaign.id, requestedBy: c.get('actorName') ?? null })
      .returning({ id: invoices.id });
    const row = created ? await findInvoice(db, created.id) : null;
    if (!row) throw new Error('insert returned no row');
    const invoice = toInvoice(row);
    audit.record({
      entityId: String(invoice.number),
      entityName: `Invoice ${invoice.number}`,
      oldValue: null,
      newValue: invoice,
    });
    // Queued in this transaction: the job exists exactly when the invoice does.
    await c
      .get('deps')
      .boss?.send(QUEUES.invoices, { invoiceId: invoice.id }, { retryLimit: 3, retryDelay: 2, db: bossDb(db) });
    return invoice;
  });

  route(app, getInvoice, async ({ params, db }) => {
    const row = await findInvoice(db, params.invoiceId);
    if (!row) throw noInvoice();
    return toInvoiceDetail(row);
  });

  route(app, updateInvoiceStatus, async ({ params, body, db, audit }) => {
    const [locked] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.id, params.invoiceId))
      .for('update');
    const before = locked ? await findInvoice(db, locked.id) : null;
    if (!before) throw noInvoice();
    const from = before.status as keyof typeof INVOICE_TRANSITIONS;
    if (!INVOICE_TRANSITIONS[from].includes(body.status)) {
      const message = BILLING_MESSAGES.transition(from, body.status);
      throw new ApiError(400, 'VALIDATION_FAILED', message, [{ path: 'status', message }]);
    }
    await db.update(invoices).set({ status: body.status, updatedAt: new Date() }).where(eq(invoices.id, before.id));
    const after = await findInvoice(db, before.id);
    if (!after) throw noInvoice();
    audit.record({
      entityId: String(after.number),
      entityName: `Invoice ${after.number}`,
      oldValue: { status: before.status },
      newValue: { status: after.status },
    });
    return toInvoice(after);
  });

  route(app, invoicePdf, async ({ params, db }) => {
    const row = await findInvoice(db, params.invoiceId);
    if (!row) throw noInvoice();
    return pdfResponse(await invoicePdfBytes(toInvoiceDetail(row)), `invoice-${row.number}`);
  });

  scopedRoute(app, listLenderInvoices, async ({ query, tenant, db }) =>
    invoiceReport(
      db,
      query,
      and(eq(invoices.fiId, tenant.id), inArray(invoices.status, [...ISSUED_STATUSES])),
      'invoices',
    ),
  );

  scopedRoute(app, lenderInvoicePdf, async ({ params, tenant, db }) => {
    const row = await findInvoice(db, params.invoiceId, tenant.id);
    if (!row || !ISSUED_STATUSES.includes(row.status as never)) throw noInvoice();
    return pdfResponse(await invoicePdfBytes(toInvoiceDetail(row)), `invoice-${row.number}`);
  });
}
