import Papa from 'papaparse';
import * as v from 'valibot';
import type { CsvRowError, ParsedCsv } from '../machines/import/csv-import.ts';

/** A column of an import file: its header in the CSV and the label its messages and the preview use. */
export interface CsvColumn {
  readonly key: string;
  readonly label: string;
}

/** A row schema over the CSV's columns (valibot, from domain/validation), whose messages name the labels. */
export type CsvRowSchema = v.GenericSchema<unknown, unknown>;

/** The data rows start under the header, which a spreadsheet shows as row 1. */
const FIRST_DATA_ROW = 2;

/**
 * Reads a CSV file with papaparse: the first line is the header, headers and values are trimmed, blank lines are
 * skipped. Rows papaparse cannot split as the header says come back as errors under their spreadsheet row.
 */
export async function parseCsvFile(file: Blob): Promise<ParsedCsv> {
  const text = await file.text();
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  return {
    columns: (result.meta.fields ?? []).filter((field) => field !== ''),
    rows: result.data,
    // A 'Delimiter' notice only says the separator was not detected and ',' was used: nothing wrong with a row.
    errors: result.errors
      .filter((error) => error.type !== 'Delimiter')
      .map((error) => ({
        row: (error.row ?? 0) + FIRST_DATA_ROW,
        column: '',
        message: error.message,
      })),
  };
}

/**
 * Each row against the schema, one message per problem field (the first the schema finds), under the row's
 * spreadsheet number and the column's label.
 */
export function csvRowErrors(
  rows: ParsedCsv['rows'],
  schema: CsvRowSchema,
  columns: readonly CsvColumn[],
): CsvRowError[] {
  const labels = new Map(columns.map((column) => [column.key, column.label]));
  return rows.flatMap((row, index) => {
    const result = v.safeParse(schema, row, { abortPipeEarly: true });
    if (result.success) return [];
    return result.issues.map((issue) => {
      const key = issue.path?.[0]?.key;
      return {
        row: index + FIRST_DATA_ROW,
        column: typeof key === 'string' ? (labels.get(key) ?? key) : '',
        message: issue.message,
      };
    });
  });
}
