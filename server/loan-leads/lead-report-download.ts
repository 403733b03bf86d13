import type { downloadLoanLeadReport } from '../../api/loan-lead-report.ts';
import { LEAD_DEFAULT_ORDER, leadViewWhere, selectLeads } from '../db/queries/loan-leads.ts';
import { redemptions } from '../db/schema/index.ts';
import { csvResponse } from '../http/csv-stream.ts';
import type { ScopedHandler } from '../http/register.ts';
import { type XlsxKind, xlsxResponse } from '../http/report-download.ts';
import { flatReport, leadReport } from './lead-report.ts';
import { emptyReportSections } from './lead-report-sections.ts';

/**
 * Leads one file holds: each lead's report reads a handful of tables, so the file is bounded well below the list's
 * CSV limit (decision 0703); the newest leads come first.
 */
export const LEAD_REPORT_LIMIT = 2_000;
/** Reports read at once: enough to keep the pool busy without taking all of it. */
const BATCH = 8;

/** The report's columns in the lead page's order: loan number, then every field by its label. */
function reportColumns(): Record<string, string> {
  const fields = emptyReportSections().flatMap((section) => section.fields);
  return { loanNumber: 'Loan number', ...Object.fromEntries(fields.map((field) => [field.key, field.label])) };
}

/** XLSX cells a spreadsheet computes with: the report's money fields as currency. */
function columnKinds(): Record<string, XlsxKind> {
  const fields = emptyReportSections().flatMap((section) => section.fields);
  return Object.fromEntries(
    fields.filter((field) => field.display === 'money').map((field) => [field.key, 'money' as const]),
  );
}

/** GET /fi/{fiId}/loanLeadReport: the view's leads, each with every report field, as CSV or XLSX. */
export const downloadLeadReport: ScopedHandler<typeof downloadLoanLeadReport> = async ({
  query,
  scope,
  auth,
  db,
  c,
}) => {
  const where = leadViewWhere(scope, { view: query.view, userId: auth?.realm === 'fi' ? auth.sub : null });
  const leads = await selectLeads(db, { id: redemptions.id })
    .where(where)
    .orderBy(...LEAD_DEFAULT_ORDER)
    .limit(LEAD_REPORT_LIMIT);
  const now = new Date();
  const rows: Record<string, string | null>[] = [];
  for (let start = 0; start < leads.length; start += BATCH) {
    const reports = await Promise.all(
      leads.slice(start, start + BATCH).map((lead) =>
        leadReport(db, scope, {
          key: c.get('deps').encryptionKey,
          redemptionId: lead.id,
          reveal: false,
          now,
        }),
      ),
    );
    for (const report of reports) {
      if (report) rows.push({ loanNumber: report.lead.loanNumber, ...flatReport(report.sections) });
    }
  }
  const columns = reportColumns();
  if (query.format === 'xlsx') return xlsxResponse(rows, 'loan-lead-report', 'Loan leads', columns, columnKinds());
  if (query.format === 'csv') return csvResponse(rows, 'loan-lead-report', columns);
  return { columns, content: rows };
};
