import { and, type Column, type SQL, sql } from 'drizzle-orm';
import type { ListFields, Page } from '../../api/paged-list.ts';
import type { ReportQuery } from '../../api/reports.ts';
import { attachmentHeaders, XLSX_TYPE } from './attachment.ts';
import { listCsv, type PagedListSpec, pagedList, XLSX_EXPORT_LIMIT } from './paged-list.ts';

/** A report: a paged list plus the column its date range applies to and the columns its downloads hold. */
export interface ReportSpec<F extends ListFields, TRow, TOut> extends Omit<PagedListSpec<F, TRow, TOut>, 'csvColumns'> {
  /** The timestamp `from`..`to` restricts (both days included, UTC). */
  readonly dateColumn: Column | SQL;
  /** Download columns in order (row field → header), for the CSV and the XLSX alike. */
  readonly exportColumns: Readonly<Record<string, string>>;
  /** The XLSX sheet's name (at most 31 characters). */
  readonly sheetName: string;
  /**
   * XLSX cell kinds the field declarations do not give: money (decimal strings, as numbers with a currency format)
   * and dates the list does not declare as DATE (DATE and TIMESTAMP fields are dates already).
   */
  readonly columnKinds?: Readonly<Record<string, XlsxKind>>;
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
 * dates and sort, up to the export limits) as a streamed CSV or an XLSX attachment.
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
  if (query.format === 'csv') return listCsv(list, listQuery);
  const all = (await pagedList(list, { ...listQuery, page: 0, size: XLSX_EXPORT_LIMIT })) as Page<TOut>;
  const kinds = xlsxKinds(spec.fields, spec.exportColumns, spec.columnKinds);
  return xlsxResponse(all.content, spec.csvName, spec.sheetName, spec.exportColumns, kinds);
}

/** How an XLSX column's cells are typed: money and dates as the numbers a spreadsheet computes with. */
export type XlsxKind = 'money' | 'date' | 'timestamp';

/** USD with cents; negative amounts in parentheses, as accountants read them. */
const MONEY_FORMAT = '"$"#,##0.00;("$"#,##0.00)';
const NUMBER_FORMATS: Readonly<Record<XlsxKind, string>> = {
  money: MONEY_FORMAT,
  date: 'yyyy-mm-dd',
  timestamp: 'yyyy-mm-dd hh:mm:ss',
};

/** The kind of each download column: DATE and TIMESTAMP fields from the list's declaration, the rest as the report says. */
export function xlsxKinds(
  fields: ListFields,
  columns: Readonly<Record<string, string>>,
  given: Readonly<Record<string, XlsxKind>> = {},
): Record<string, XlsxKind> {
  const kinds: Record<string, XlsxKind> = {};
  for (const key of Object.keys(columns)) {
    const type = fields[key]?.type;
    const kind = given[key] ?? (type === 'DATE' ? 'date' : type === 'TIMESTAMP' ? 'timestamp' : undefined);
    if (kind) kinds[key] = kind;
  }
  return kinds;
}

/**
 * An XLSX attachment: one sheet, a bold header row, the rows' values. Money is a number with a currency format and
 * dates are date cells (times in UTC), so a spreadsheet sums and sorts them; text is a string cell, which a
 * spreadsheet never evaluates, so unlike the CSV it needs no formula guard (a visible `'` was issue 29's complaint).
 */
export async function xlsxResponse(
  rows: readonly object[],
  name: string,
  sheetName: string,
  columns: Readonly<Record<string, string>>,
  kinds: Readonly<Record<string, XlsxKind>> = {},
): Promise<Response> {
  // Loaded with the first workbook: exceljs alone was ~1 s of a server start (decision 0563).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Offerwell';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const keys = Object.keys(columns);
  sheet.columns = keys.map((key) => {
    const kind = kinds[key];
    return {
      header: columns[key] ?? key,
      key,
      width: Math.max(kind === 'timestamp' ? 20 : 12, (columns[key] ?? key).length + 2),
      ...(kind ? { style: { numFmt: NUMBER_FORMATS[kind] } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    sheet.addRow(Object.fromEntries(keys.map((key) => [key, xlsxCell(record[key], kinds[key])])));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: attachmentHeaders(XLSX_TYPE, `${name}.xlsx`),
  });
}

function xlsxCell(value: unknown, kind: XlsxKind | undefined): string | number | boolean | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'money') {
    const amount = Number(value);
    return Number.isFinite(amount) ? amount : String(value);
  }
  if (kind) {
    const date = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : date;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
