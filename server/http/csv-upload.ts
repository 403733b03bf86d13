import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';
import * as v from 'valibot';
import type { ApiErrorBody, Schema } from '../../api/endpoint.ts';
import { csvUploadSchema, UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { ApiError } from './api-error.ts';

/** Rows one General Setup CSV may hold (a lender's branches or zip codes, not a bureau file). */
export const MAX_CSV_ROWS = 20_000;

const refuse = (message: string, issues?: ApiErrorBody['issues']) =>
  new ApiError(400, 'VALIDATION_FAILED', message, issues ?? [{ message }]);

/**
 * The text of an uploaded CSV: a .csv name, and text content (a binary file renamed .csv is refused by its bytes),
 * UTF-8 without its byte-order mark; a 400 with the seed's 'Invalid File Type' otherwise.
 */
export async function readCsvText(file: File): Promise<string> {
  if (!v.is(csvUploadSchema, { name: file.name, size: file.size })) throw refuse(UPLOAD_MESSAGES.invalidFileType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if ((await fileTypeFromBuffer(bytes)) !== undefined || bytes.includes(0)) {
    throw refuse(UPLOAD_MESSAGES.invalidFileType);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuse(UPLOAD_MESSAGES.invalidFileType);
  }
}

/**
 * CSV text as rows by (trimmed) header, with papaparse's own row problems; a 400 when a template column is missing,
 * there is no row, or more than maxRows (MAX_CSV_ROWS unless the import says).
 */
export function parseCsvText(
  text: string,
  columns: readonly string[],
  maxRows = MAX_CSV_ROWS,
): { rows: Record<string, string>[]; errors: Papa.ParseError[] } {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = columns.filter((column) => !headers.includes(column));
  if (missing.length > 0) {
    throw refuse(`The file is missing the column(s) ${missing.join(', ')}; download the template for the layout`);
  }
  if (parsed.data.length === 0) throw refuse('The file has no rows');
  if (parsed.data.length > maxRows) throw refuse(`The file has more than ${maxRows} rows`);
  return { rows: parsed.data, errors: parsed.errors };
}

/**
 * Reads the CSV uploaded as multipart `field` whole or not at all: a .csv name, text content (a binary file renamed .csv is refused by
 * its bytes), the template's header columns, and every row valid against the row schema. A bad file answers 400
 * with one issue per bad cell (`rows.<line>.<column>`), so nothing is half-imported.
 */
export async function readCsvUpload<S extends Schema>(
  files: Readonly<Record<string, File>>,
  options: { field: string; columns: readonly string[]; row: S; maxRows?: number },
): Promise<v.InferOutput<S>[]> {
  const file = files[options.field];
  // The request wrapper has checked every declared multipart field present (server/http/register.ts readFiles).
  if (!file) throw new Error(`${options.field} is not a multipart field of this endpoint`);
  const { rows: data } = parseCsvText(await readCsvText(file), options.columns, options.maxRows);
  const rows: v.InferOutput<S>[] = [];
  const issues: NonNullable<ApiErrorBody['issues']> = [];
  data.forEach((raw, index) => {
    // Line numbers as a spreadsheet shows them: the header is line 1.
    const line = index + 2;
    const result = v.safeParse(options.row, raw);
    if (result.success) rows.push(result.output);
    else {
      for (const issue of result.issues) {
        issues.push({ path: `rows.${line}.${v.getDotPath(issue) ?? ''}`, message: `Row ${line}: ${issue.message}` });
      }
    }
  });
  if (issues.length > 0) {
    throw refuse(`${issues.length} problem(s) in ${options.field}; nothing was imported`, issues.slice(0, 200));
  }
  return rows;
}

/**
 * The same 400 for problems found across rows after each row passed (e.g. a product name no product has), so a
 * lender reads every file problem in one shape: `Row <line>: <message>` on `rows.<line>.<column>`.
 */
export function csvRowIssuesError(
  field: string,
  rowIssues: readonly { line: number; column: string; message: string }[],
): ApiError {
  const issues = rowIssues.map(({ line, column, message }) => ({
    path: `rows.${line}.${column}`,
    message: `Row ${line}: ${message}`,
  }));
  return refuse(`${issues.length} problem(s) in ${field}; nothing was imported`, issues.slice(0, 200));
}
