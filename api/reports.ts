import * as v from 'valibot';
import { AUDIT_CATEGORIES, REPORT_MESSAGES } from '../domain/billing/reports.ts';
import { TRANSACTION_OUTCOMES } from '../domain/catalog/statuses.ts';
import { adminEndpoint } from './console-endpoint.ts';
import type { Schema } from './endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';
import { PrequalLead } from './prequal-leads.ts';

const reportDate = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => text === '' || isCalendarDate(text), REPORT_MESSAGES.badDate(label)),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );

/** YYYY-MM-DD naming a real day (002 §9: report dates are YYYY-MM-DD). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/**
 * Every report's query: the paged-list query (page, size, sort, filters), a date range `from`..`to` (YYYY-MM-DD, both
 * days included) and the answer's format: a page as JSON, or every filtered row as CSV or XLSX.
 */
export const ReportQuery = v.pipe(
  v.object({
    ...ListQuery.entries,
    format: v.optional(v.picklist(['json', 'csv', 'xlsx'], 'Invalid Input Type'), 'json'),
    from: reportDate('From'),
    to: reportDate('To'),
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, REPORT_MESSAGES.dateOrder),
    ['to'],
  ),
);
export type ReportQuery = v.InferOutput<typeof ReportQuery>;
export type ReportQueryInput = v.InferInput<typeof ReportQuery>;

/** The admin's reports (/reports/…): read-only, with the reports area's `read`. */
const reports = endpointGroup(adminEndpoint, {
  tags: ['admin reports'],
  permission: { area: 'reports', action: 'read' },
  path: '/reports',
});

/** Redemption report: the loan lead report fields (002 §3) as far as they are stored. */
export const RedemptionReportRow = v.object({
  id: v.string(),
  dateAccepted: v.string(),
  lender: v.string(),
  lenderId: v.number(),
  campaign: v.string(),
  consumerName: v.string(),
  email: v.string(),
  productName: v.string(),
  productCategory: v.string(),
  redeemType: v.string(),
  redeemStatus: v.string(),
  fundingStatus: v.string(),
  leadStatus: v.string(),
  amountRequested: v.string(),
  selectedTerm: v.nullable(v.number()),
  apr: v.nullable(v.string()),
  addOnIds: v.string(),
  state: v.nullable(v.string()),
  /** How far the visit that made it got (TRANSACTION_OUTCOMES, decision 0645), or "Not recorded" before them. */
  transactionOutcome: v.string(),
});
export type RedemptionReportRow = v.InferOutput<typeof RedemptionReportRow>;
export const REDEMPTION_REPORT_FIELDS = {
  dateAccepted: { type: 'DATE', label: 'Date accepted', sortable: true },
  lender: listField('STRING', 'Lender'),
  campaign: listField('STRING', 'Campaign'),
  productCategory: listField('STRING', 'Product category'),
  redeemStatus: listField('STRING_ENUM', 'Redeem status', [
    'CREATED',
    'PENDING_DOCUMENTS',
    'COMPLETE',
    'CANCELLED',
    'EXPIRED',
  ]),
  redeemType: listField('STRING_ENUM', 'Redeem type', ['STANDARD', 'ADD_ON']),
  fundingStatus: listField('STRING_ENUM', 'Funding status', ['PENDING', 'FUNDED', 'UNABLE_TO_FUND']),
  amountRequested: { type: 'INTEGER', label: 'Amount requested', sortable: true },
  transactionOutcome: listField('STRING_ENUM', 'Transaction outcome', TRANSACTION_OUTCOMES),
} as const satisfies ListFields;

/** An admin report (002 §3): paged and filtered by the report query; format=csv or xlsx downloads the filtered rows. */
const report = <TRow extends Schema>(path: string, summary: string, row: TRow) =>
  reports({ method: 'GET', path, summary, query: ReportQuery, response: pageOf(row) });

export const redemptionReport = report(
  '/redemptions',
  'Redemption report: every lender’s redemptions (paged; format=csv or xlsx downloads the filtered rows)',
  RedemptionReportRow,
);

/**
 * CDFI report: redemptions summed per lender, campaign and the consumer's state and county — where the community
 * development (CDFI investment area, census tract) flags would apply. No census tract is stored
 * (docs/decisions/0382-cdfi-report-reports.md).
 */
export const CdfiReportRow = v.object({
  id: v.string(),
  lender: v.string(),
  lenderType: v.string(),
  campaign: v.string(),
  state: v.string(),
  county: v.string(),
  redeems: v.number(),
  amount: v.string(),
  censusTract: v.string(),
});
export type CdfiReportRow = v.InferOutput<typeof CdfiReportRow>;
export const CDFI_REPORT_FIELDS = {
  lender: listField('STRING', 'Lender'),
  lenderType: listField('STRING_ENUM', 'Lender type', ['CREDIT_UNION', 'BANK', 'NBFI']),
  campaign: listField('STRING', 'Campaign'),
  state: listField('STRING', 'State'),
  county: listField('STRING', 'County'),
  redeems: { type: 'INTEGER', label: 'Redeems', sortable: true },
} as const satisfies ListFields;

export const cdfiReport = report(
  '/cdfi',
  'CDFI report: redeems and amounts per lender, campaign, state and county (format=csv or xlsx downloads)',
  CdfiReportRow,
);

/** Material (audit) report row (002 §3). */
export const MaterialReportRow = v.object({
  id: v.string(),
  createdBy: v.string(),
  createdDate: v.string(),
  category: v.string(),
  action: v.string(),
  entity: v.string(),
  auditedEntityId: v.string(),
  entityName: v.string(),
  tenant: v.string(),
  financialInstitution: v.string(),
  embedder: v.string(),
});
export type MaterialReportRow = v.InferOutput<typeof MaterialReportRow>;
export const MATERIAL_REPORT_FIELDS = {
  createdDate: { type: 'TIMESTAMP', label: 'Created date', sortable: true },
  category: listField('STRING_ENUM', 'Category', AUDIT_CATEGORIES),
  action: listField('STRING', 'Action'),
  createdBy: listField('STRING', 'Created by'),
  entityName: listField('STRING', 'Entity name'),
} as const satisfies ListFields;

export const materialReport = report(
  '/material',
  'Material (audit) report: console changes by date, category and action (format=csv or xlsx downloads)',
  MaterialReportRow,
);

/** One changed path of an audit row (002 §3 detail: type, location, path, old and new value). */
export const MaterialChange = v.object({
  type: v.picklist(['added', 'deleted', 'modified']),
  location: v.string(),
  path: v.string(),
  oldValue: v.unknown(),
  newValue: v.unknown(),
});
export const MaterialReportDetail = v.object({
  ...MaterialReportRow.entries,
  changes: v.array(MaterialChange),
});
export type MaterialReportDetail = v.InferOutput<typeof MaterialReportDetail>;

export const materialReportDetail = reports({
  method: 'GET',
  path: '/material/:auditId',
  summary: 'One audit row with its changes, path by path',
  params: v.object({ auditId: v.pipe(v.string(), v.uuid(REPORT_MESSAGES.noAudit)) }),
  response: MaterialReportDetail,
});

/** The admin's prequal leads of every embedder: the embedder's row, names and contacts masked (002 §3 Prequal lead). */
export const PrequalLeadReportRow = PrequalLead;
export type PrequalLeadReportRow = v.InferOutput<typeof PrequalLeadReportRow>;
export const PREQUAL_LEAD_REPORT_FIELDS = {
  prequalAt: { type: 'TIMESTAMP', label: 'Prequal time', sortable: true },
  embedder: listField('STRING', 'Embedder'),
  campaign: listField('STRING', 'Campaign'),
  hasOffers: listField('STRING_ENUM', 'Has offers', ['Yes', 'No']),
  redeemed: listField('STRING_ENUM', 'Redeemed', ['Yes', 'No']),
} as const satisfies ListFields;

export const prequalLeadReport = report(
  '/prequal-leads',
  'Prequal leads of every embedder, PII masked (format=csv or xlsx downloads)',
  PrequalLeadReportRow,
);
