import type { Hono } from 'hono';
import * as api from '../../api/reports.ts';
import {
  CDFI_REPORT_FIELDS,
  MATERIAL_REPORT_FIELDS,
  type MaterialReportDetail,
  PREQUAL_LEAD_REPORT_FIELDS,
  REDEMPTION_REPORT_FIELDS,
} from '../../api/reports.ts';
import { type AuditPathChange, auditDiff } from '../../domain/audit/audit-diff.ts';
import { REPORT_MESSAGES } from '../../domain/billing/reports.ts';
import {
  cdfiReportSource,
  findMaterialRow,
  materialReportSource,
  prequalLeadReportSource,
  redemptionReportSource,
  toMaterialRow,
} from '../db/queries/admin-reports.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import { reportAnswer } from '../http/report-download.ts';
import { PREQUAL_LEAD_COLUMNS } from './prequal-leads.routes.ts';

/** The reports' layouts: their declared fields, file names and export headers (the queries supply the rest). */
const REDEMPTION_REPORT = {
  fields: REDEMPTION_REPORT_FIELDS,
  csvName: 'redemption-report',
  sheetName: 'Redemptions',
  columnKinds: { amountRequested: 'money' },
  exportColumns: {
    id: 'Transaction id',
    dateAccepted: 'Date accepted',
    lender: 'Lender',
    lenderId: 'Lender id',
    campaign: 'Campaign',
    consumerName: 'Name',
    email: 'Email',
    state: 'State',
    productName: 'Product name',
    productCategory: 'Product category',
    redeemType: 'Redeem type',
    redeemStatus: 'Redeem status',
    fundingStatus: 'Funding status',
    leadStatus: 'Status',
    amountRequested: 'Amount requested',
    selectedTerm: 'Selected term',
    apr: 'APR',
    addOnIds: 'Add-on ids',
    transactionOutcome: 'Transaction outcome',
  },
} as const;

const CDFI_REPORT = {
  fields: CDFI_REPORT_FIELDS,
  csvName: 'cdfi-report',
  sheetName: 'CDFI',
  columnKinds: { amount: 'money' },
  exportColumns: {
    lender: 'Lender',
    lenderType: 'Lender type',
    campaign: 'Campaign',
    state: 'State',
    county: 'County',
    censusTract: 'Census tract',
    redeems: 'Redeems',
    amount: 'Amount',
  },
} as const;

const MATERIAL_REPORT = {
  fields: MATERIAL_REPORT_FIELDS,
  csvName: 'material-report',
  sheetName: 'Material report',
  exportColumns: {
    createdBy: 'Created by',
    createdDate: 'Created date',
    category: 'Category',
    action: 'Action',
    entity: 'Campaign or entity',
    auditedEntityId: 'Audited entity id',
    entityName: 'Entity name',
    tenant: 'Tenant',
    financialInstitution: 'Financial institution',
    embedder: 'Embedder',
  },
} as const;

const PREQUAL_LEAD_REPORT = {
  fields: PREQUAL_LEAD_REPORT_FIELDS,
  csvName: 'prequal-leads',
  sheetName: 'Prequal leads',
  exportColumns: PREQUAL_LEAD_COLUMNS,
} as const;

/** A report's page is kept until a table it read changes (decision 0815): reports run over millions of rows. */
const KEPT = { keepAnswers: true } as const;

/** The admin reports of 002 §2 (redemption, CDFI, material/audit, prequal leads); billing is in billing.routes.ts. */
export function registerReportRoutes(app: Hono<AppEnv>): void {
  route(
    app,
    api.redemptionReport,
    async ({ query, scope, db, c }) =>
      reportAnswer({ ...REDEMPTION_REPORT, ...redemptionReportSource(db, scope, c.get('deps').encryptionKey) }, query),
    KEPT,
  );

  route(
    app,
    api.cdfiReport,
    async ({ query, scope, db }) => reportAnswer({ ...CDFI_REPORT, ...cdfiReportSource(db, scope) }, query),
    KEPT,
  );

  route(
    app,
    api.materialReport,
    async ({ query, scope, db }) => reportAnswer({ ...MATERIAL_REPORT, ...materialReportSource(db, scope) }, query),
    KEPT,
  );

  route(app, api.materialReportDetail, async ({ params, scope, db }): Promise<MaterialReportDetail> => {
    const row = await findMaterialRow(db, scope, { auditId: params.auditId });
    if (!row) throw notFound(REPORT_MESSAGES.noAudit);
    const changes = row.changes ?? auditDiff(row.oldValue, row.newValue);
    return {
      ...toMaterialRow(row),
      changes: changes.map((change: AuditPathChange) => ({
        type: change.type,
        // Location: the part of the record the path lies in (its first segment); the whole record for a root change.
        location: change.path === '$' ? 'Record' : (change.path.split(/[.[]/)[0] ?? change.path),
        path: change.path,
        oldValue: change.oldValue ?? null,
        newValue: change.newValue ?? null,
      })),
    };
  });

  route(
    app,
    api.prequalLeadReport,
    async ({ query, scope, db, c }) =>
      reportAnswer(
        { ...PREQUAL_LEAD_REPORT, ...prequalLeadReportSource(db, scope, c.get('deps').encryptionKey) },
        query,
      ),
    KEPT,
  );
}
