import { and, type Column, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ListFields, Page } from '../../api/paged-list.ts';
import type { ReportQuery } from '../../api/reports.ts';
import { attachmentHeaders } from './attachment.ts';
import { CSV_EXPORT_LIMIT, csvResponse, type PagedListSpec, pagedList } from './paged-list.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A report: a paged list plus the column its date range applies to and the columns its downloads hold. */
export interface ReportSpec<F extends ListFields, TRow, TOut> extends Omit<PagedListSpec<F, TRow, TOut>, 'csvColumns'> {
  /** The timestamp `from`..`to` restricts (both days included, UTC). */
  readonly dateColumn: Column | SQL;
  /** Download columns in order (row field → header), for the CSV and the XLSX alike. */
  readonly exportColumns: Readonly<Record<string, string>>;
  /** The XLSX sheet's name (at most 31 characters). */
  readonly sheetName: string;
}

/** `from`..`to` as a condition on a timestamp: from the first instant of `from` to before the day after `to` (UTC). */
export function dateRange(column: Column | SQL, from?: string, to?: string): SQL | undefined {
  return and(
    from ? sql`${column} >= (${from}::date)::timestamp at time zone 'UTC'` : undefined,
    to ? sql`${column} < ((${to}::date + 1)::timestamp at time zone 'UTC')` : undefined,
  );
}

/**
 * The one answer of every report (api/reports.ts ReportQuery): a page as JSON, or every filtered row (same filters,
 * dates and sort, up to the CSV export limit) as a CSV or an XLSX attachment.
 */
export async function reportAnswer<F extends ListFields, TRow, TOut extends object>(
  spec: ReportSpec<F, TRow, TOut>,
  query: ReportQuery,
): Promise<Page<TOut> | Response> {
  const list: PagedListSpec<F, TRow, TOut> = {
    ...spec,
    where: and(spec.where, dateRange(spec.dateColumn, query.from, query.to)),
    csvColumns: spec.exportColumns,
  };
  const listQuery = {
    page: query.page,
    size: query.size,
    sort: query.sort,
    filter: query.filter,
    format: 'json' as const,
  };
  if (query.format === 'json') return (await pagedList(list, listQuery)) as Page<TOut>;
  const all = (await pagedList(list, { ...listQuery, page: 0, size: CSV_EXPORT_LIMIT })) as Page<TOut>;
  if (query.format === 'csv') return csvResponse(all.content, spec.csvName, spec.exportColumns);
  return xlsxResponse(all.content, spec.csvName, spec.sheetName, spec.exportColumns);
}

/** An XLSX attachment: one sheet, a bold header row, the rows' values (numbers stay numbers, dates as text). */
export async function xlsxResponse(
  rows: readonly object[],
  name: string,
  sheetName: string,
  columns: Readonly<Record<string, string>>,
): Promise<Response> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Offerwell';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const keys = Object.keys(columns);
  sheet.columns = keys.map((key) => ({
    header: columns[key] ?? key,
    key,
    width: Math.max(12, (columns[key] ?? key).length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    sheet.addRow(Object.fromEntries(keys.map((key) => [key, xlsxCell(record[key])])));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: attachmentHeaders(XLSX_TYPE, `${name}.xlsx`),
  });
}

function xlsxCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  // A text starting like a formula is kept as text (the CSV export escapes it the same way).
  const text = String(value);
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}
