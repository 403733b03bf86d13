import * as v from 'valibot';
import { INVOICE_STATUSES, PRICING_MODELS, pricingModelSchema } from '../domain/billing/pricing.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { invalidMessage } from '../domain/validation/messages.ts';
import { adminEndpoint, FiParams, fiParams, scopedEndpoints } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup, lenderGroup } from './endpoint-group.ts';
import { type ListFields, listField, pageOf } from './paged-list.ts';
import { ReportQuery } from './reports.ts';

const tags = ['billing'];
const PRICING_AUDIT = { category: 'LENDER', entity: 'PRICING_MODEL', action: 'PRICING_MODEL_UPDATED' } as const;
export const INVOICE_ACTIONS = { generated: 'INVOICE_GENERATED', status: 'INVOICE_STATUS_UPDATED' } as const;
const INVOICE_AUDIT = auditTrail('LENDER', 'INVOICE', INVOICE_ACTIONS);

/** A lender's pricing model as stored (GET answers `configured: false` and the blank model when there is none). */
export const PricingModel = v.object({
  configured: v.boolean(),
  model: v.picklist(PRICING_MODELS),
  pricePerRedeem: v.optional(v.string()),
  discountedPrice: v.optional(v.string()),
  discountThreshold: v.optional(v.nullable(v.number())),
  productPrices: v.array(v.object({ category: v.string(), price: v.string() })),
  tiers: v.array(
    v.object({ name: v.string(), startsAt: v.number(), endsAt: v.optional(v.nullable(v.number())), price: v.string() }),
  ),
});
export type PricingModel = v.InferOutput<typeof PricingModel>;

const InvoiceParams = v.object({ invoiceId: v.pipe(v.string(), v.uuid('No such invoice')) });
/** One lender's pricing and invoices (/fi/{fiId}/…), which the admin and the lender itself read. */
const lenderBilling = lenderGroup({ tags, area: 'billing' });
/** Admin-only calls on one lender's data (scope `fi`, so the audit row names the lender; lenders are refused). */
const adminLenderBilling = endpointGroup(scopedEndpoints('fi', ['super']), {
  tags,
  area: 'billing',
  path: '/fi/:fiId',
  params: FiParams,
});
/** The admin's billing report and invoices of every lender (/billing/…). */
const billing = endpointGroup(adminEndpoint, { tags, area: 'billing', path: '/billing' });
const invoice = billing.within('/invoices/:invoiceId', InvoiceParams);

/** Read by the admin, and by the lender itself (its own pricing model is part of its record, 002 §3). */
export const getPricingModel = lenderBilling({
  method: 'GET',
  path: '/pricing',
  summary: 'The lender’s pricing model and pricing tiers (admins; the lender its own)',
  response: PricingModel,
});

export const updatePricingModel = adminLenderBilling({
  method: 'PUT',
  path: '/pricing',
  summary: 'Set the lender’s pricing model and pricing tiers (admin; audited)',
  audit: PRICING_AUDIT,
  body: pricingModelSchema,
  response: PricingModel,
});

export const InvoiceLine = v.object({
  description: v.string(),
  product: v.nullable(v.string()),
  tier: v.nullable(v.string()),
  pricePerRedeem: v.string(),
  redeems: v.number(),
  amount: v.string(),
  discountMet: v.nullable(v.boolean()),
});
export const InvoiceError = v.object({ code: v.string(), message: v.string() });

/** The billing report row (002 §3): lender, campaign, dates, pricing model, totals, invoice status and errors. */
export const Invoice = v.object({
  id: v.string(),
  number: v.number(),
  lenderName: v.string(),
  lenderId: v.number(),
  campaignName: v.string(),
  campaignId: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  generationDate: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  pricingModel: v.nullable(v.string()),
  totalRedeems: v.number(),
  totalDue: v.nullable(v.string()),
  status: v.picklist(INVOICE_STATUSES),
  errors: v.array(InvoiceError),
  errorText: v.string(),
  breakdown: v.string(),
});
export type Invoice = v.InferOutput<typeof Invoice>;
export const InvoiceDetail = v.object({ ...Invoice.entries, lines: v.array(InvoiceLine) });
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetail>;

export const INVOICE_FIELDS = {
  number: listField('INTEGER', 'Invoice'),
  lenderName: listField('STRING', 'Lender'),
  campaignName: listField('STRING', 'Campaign'),
  status: listField('STRING_ENUM', 'Status', INVOICE_STATUSES),
  pricingModel: listField('STRING_ENUM', 'Pricing model', PRICING_MODELS),
  generationDate: { type: 'TIMESTAMP', label: 'Generated', sortable: true },
  totalRedeems: { type: 'INTEGER', label: 'Total redeems', sortable: true },
} as const satisfies ListFields;

/** The billing report: every invoice (paged; the date range is the generation date; format=csv or xlsx). */
export const listInvoices = billing({
  method: 'GET',
  path: '/invoices',
  summary: 'Billing report: invoices with totals, breakdown, status and errors (format=csv or xlsx downloads)',
  query: ReportQuery,
  response: pageOf(Invoice),
});

export const GenerateInvoice = v.object({
  lenderId: fiIdSchema,
  ucCampaignId: v.pipe(v.string(invalidMessage('Campaign')), v.uuid(invalidMessage('Campaign'))),
});

export const generateInvoice = billing({
  method: 'POST',
  path: '/invoices',
  summary: 'Generate the invoice of a lender and campaign (queued: the `invoices` job computes it)',
  audit: INVOICE_AUDIT.generated,
  body: GenerateInvoice,
  response: Invoice,
  status: 201,
});

export const getInvoice = invoice({
  method: 'GET',
  summary: 'One invoice with its lines',
  response: InvoiceDetail,
});

export const updateInvoiceStatus = invoice({
  method: 'PUT',
  path: '/status',
  summary: 'Issue (OPEN), mark PAID or UNCOLLECTIBLE, or VOID an invoice',
  audit: INVOICE_AUDIT.status,
  body: v.object({ status: v.picklist(INVOICE_STATUSES, invalidMessage('Status')) }),
  response: Invoice,
});

export const invoicePdf = invoice({
  method: 'GET',
  path: '/pdf',
  summary: 'The invoice as PDF (lines per product or tier, totals)',
  response: v.blob(),
  produces: 'application/octet-stream',
});

/** The lender's own invoices (issued ones: OPEN, PAID, UNCOLLECTIBLE). */
export const listLenderInvoices = lenderBilling({
  method: 'GET',
  path: '/invoices',
  summary: 'The lender’s invoices (issued ones)',
  query: ReportQuery,
  response: pageOf(Invoice),
});

export const lenderInvoicePdf = lenderBilling({
  method: 'GET',
  path: '/invoices/:invoiceId/pdf',
  params: fiParams(InvoiceParams.entries),
  summary: 'One of the lender’s invoices as PDF',
  response: v.blob(),
  produces: 'application/octet-stream',
});

/** The campaigns an invoice may be generated for (the billing page's campaign picker), newest first. */
export const listBillingCampaigns = billing({
  method: 'GET',
  path: '/campaigns',
  summary: 'Campaigns to invoice (id, name, status)',
  response: v.array(v.object({ id: v.string(), name: v.string(), status: v.string() })),
});
