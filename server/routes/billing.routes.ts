import type { Hono } from 'hono';
import * as api from '../../api/billing.ts';
import { INVOICE_FIELDS } from '../../api/billing.ts';
import type { ReportQuery } from '../../api/reports.ts';
import { BILLING_MESSAGES, ISSUED_STATUSES } from '../../domain/billing/pricing.ts';
import type { InvoiceStatus } from '../../domain/catalog/statuses.ts';
import { invoiceMove } from '../../machines/billing/invoice-lifecycle.ts';
import { invoicePdfBytes, pdfResponse } from '../billing/invoice-pdf.ts';
import type { Executor } from '../db/pool.ts';
import {
  findInvoiceOf,
  findPricing,
  keptFields,
  pricingModelOf,
  savePricing,
  toInvoice,
  toInvoiceDetail,
} from '../db/queries/billing.ts';
import {
  billingCampaigns,
  invoiceReportSource,
  issueInvoice,
  lockInvoice,
  lockPricing,
  setInvoiceStatus,
} from '../db/queries/lender-billing.ts';
import type { AdminScope, FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { recordFieldChange } from '../http/audit.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';
import { reportAnswer } from '../http/report-download.ts';
import { QUEUES } from '../jobs/boss.ts';
import { bossDb } from '../postbacks/outbox.ts';

const noInvoice = () => notFound(BILLING_MESSAGES.noInvoice);

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

/** The invoice dates are plain `yyyy-mm-dd` days (generationDate is declared a TIMESTAMP for its filter). */
const INVOICE_XLSX_KINDS = {
  startDate: 'date',
  endDate: 'date',
  generationDate: 'date',
  dueDate: 'date',
  totalDue: 'money',
} as const;

function invoiceReport(db: Executor, query: ReportQuery, scope: FiScope | AdminScope, csvName: string) {
  const source = invoiceReportSource(db, scope);
  return reportAnswer(
    {
      fields: INVOICE_FIELDS,
      ...source,
      csvName,
      sheetName: 'Billing report',
      exportColumns: EXPORT_COLUMNS,
      columnKinds: INVOICE_XLSX_KINDS,
    },
    query,
  );
}

/** Pricing models, invoice generation (the `invoices` job), the billing report and the invoices' PDFs. */
export function registerBillingRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.getPricingModel, async ({ scope, db }) => pricingModelOf(db, scope));

  scopedRoute(app, api.updatePricingModel, async ({ tenant, scope, db, body, audit }) => {
    await lockPricing(db, scope);
    const before = await findPricing(db, scope);
    await savePricing(db, scope, keptFields(body));
    const after = await findPricing(db, scope);
    audit.record({ entityId: String(tenant.number), entityName: tenant.name, oldValue: before, newValue: after });
    return pricingModelOf(db, scope);
  });

  route(app, api.listBillingCampaigns, async ({ scope, db }) => billingCampaigns(db, scope));

  route(app, api.listInvoices, async ({ query, scope, db }) => invoiceReport(db, query, scope, 'billing-report'));

  route(app, api.generateInvoice, async ({ body, scope, db, audit, c }) => {
    const result = await issueInvoice(db, scope, {
      lenderNumber: body.lenderId,
      ucCampaignId: body.ucCampaignId,
      requestedBy: c.get('actorName') ?? null,
    });
    if ('missing' in result && result.missing === 'lender') throw notFound('No such financial institution');
    if ('missing' in result) throw notFound(BILLING_MESSAGES.noCampaign);
    if ('alreadyIssued' in result) {
      throw new ApiError(409, 'VALIDATION_FAILED', BILLING_MESSAGES.alreadyIssued, [
        { path: 'ucCampaignId', message: BILLING_MESSAGES.alreadyIssued },
      ]);
    }
    const { row } = result;
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

  route(app, api.getInvoice, async ({ params, scope, db }) => {
    const row = await findInvoiceOf(db, scope, { invoiceId: params.invoiceId });
    if (!row) throw noInvoice();
    return toInvoiceDetail(row);
  });

  route(app, api.updateInvoiceStatus, async ({ params, body, scope, db, audit }) => {
    const before = await lockInvoice(db, scope, { id: params.invoiceId });
    if (!before) throw noInvoice();
    const move = invoiceMove(before.status as InvoiceStatus, body.status);
    if ('refused' in move)
      throw new ApiError(409, 'VALIDATION_FAILED', move.refused, [{ path: 'status', message: move.refused }]);
    const after = await setInvoiceStatus(db, scope, { id: before.id, status: body.status });
    if (!after) throw noInvoice();
    recordFieldChange(audit, 'status', before, after, {
      entityId: String(after.number),
      entityName: `Invoice ${after.number}`,
    });
    return toInvoice(after);
  });

  route(app, api.invoicePdf, async ({ params, scope, db }) => {
    const row = await findInvoiceOf(db, scope, { invoiceId: params.invoiceId });
    if (!row) throw noInvoice();
    return pdfResponse(await invoicePdfBytes(toInvoiceDetail(row)), `invoice-${row.number}`);
  });

  scopedRoute(app, api.listLenderInvoices, async ({ query, scope, db }) => invoiceReport(db, query, scope, 'invoices'));

  scopedRoute(app, api.lenderInvoicePdf, async ({ params, scope, db }) => {
    const row = await findInvoiceOf(db, scope, { invoiceId: params.invoiceId });
    if (!row || !ISSUED_STATUSES.includes(row.status as never)) throw noInvoice();
    return pdfResponse(await invoicePdfBytes(toInvoiceDetail(row)), `invoice-${row.number}`);
  });
}
