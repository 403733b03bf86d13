import { MAX_TERM_MONTHS } from '../catalog/tiers.ts';
import { isDecimalText } from '../validation/primitives.ts';

/** A rate change file (002 §2 "upload rate change"): CSV with these columns, one tier term's new APR a row. */
export const RATE_FILE_COLUMNS = ['product', 'tier', 'term', 'apr'] as const;

export interface RateRow {
  row: number;
  product: string;
  tier: string;
  term: number;
  apr: string;
}
export interface RateRowError {
  row: number;
  field: string;
  message: string;
}

/** The lender's catalogue the rows are checked against: active products → tiers → terms. */
export type RateCatalogue = ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<number>>>;

export const RATE_FILE_MESSAGES = {
  header: `The rate file's header must be ${RATE_FILE_COLUMNS.join(',')}`,
  noRows: 'The rate file has no rows',
  columns: `Each row must have ${RATE_FILE_COLUMNS.length} values`,
  noProduct: 'No active product with this name',
  noTier: 'The product has no tier with this name',
  noTerm: 'The tier has no such term',
  term: `Term must be a whole number from 1 to ${MAX_TERM_MONTHS}`,
  apr: 'APR must be a number greater than 0 and at most 99.999',
  duplicate: 'The same product, tier and term appear on an earlier row',
  fileType: 'The rate file must be a .csv file',
} as const;

/** Splits one simple CSV line (quoted cells may hold commas; doubled quotes escape a quote). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

const aprOk = (apr: string) => isDecimalText(apr) && Number(apr) > 0 && Number(apr) <= 99.999;

/**
 * Reads and validates a rate file against the catalogue: a header problem is one error on row 1; every data row
 * (numbered as in the file, the header being row 1) is checked and each problem listed with its column.
 */
export function validateRateFile(text: string, catalogue: RateCatalogue): { rows: RateRow[]; errors: RateRowError[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((cell) => cell.toLowerCase());
  if (header.join(',') !== RATE_FILE_COLUMNS.join(',')) {
    return { rows: [], errors: [{ row: 1, field: 'header', message: RATE_FILE_MESSAGES.header }] };
  }
  const rows: RateRow[] = [];
  const errors: RateRowError[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    const row = index + 2;
    if (line.trim() === '') return;
    const cells = splitCsvLine(line);
    if (cells.length !== RATE_FILE_COLUMNS.length) {
      errors.push({ row, field: 'row', message: RATE_FILE_MESSAGES.columns });
      return;
    }
    const [product = '', tier = '', termText = '', apr = ''] = cells;
    const term = /^\d+$/.test(termText) ? Number(termText) : Number.NaN;
    const before = errors.length;
    const tiers = catalogue.get(product);
    if (!tiers) errors.push({ row, field: 'product', message: RATE_FILE_MESSAGES.noProduct });
    const terms = tiers?.get(tier);
    if (tiers && !terms) errors.push({ row, field: 'tier', message: RATE_FILE_MESSAGES.noTier });
    if (!Number.isInteger(term) || term < 1 || term > MAX_TERM_MONTHS) {
      errors.push({ row, field: 'term', message: RATE_FILE_MESSAGES.term });
    } else if (terms && !terms.has(term)) errors.push({ row, field: 'term', message: RATE_FILE_MESSAGES.noTerm });
    if (!aprOk(apr)) errors.push({ row, field: 'apr', message: RATE_FILE_MESSAGES.apr });
    const key = `${product}\u0000${tier}\u0000${term}`;
    if (errors.length === before && seen.has(key)) {
      errors.push({ row, field: 'row', message: RATE_FILE_MESSAGES.duplicate });
    }
    seen.add(key);
    if (errors.length === before) rows.push({ row, product, tier, term, apr });
  });
  if (rows.length === 0 && errors.length === 0)
    errors.push({ row: 2, field: 'row', message: RATE_FILE_MESSAGES.noRows });
  return { rows, errors };
}
