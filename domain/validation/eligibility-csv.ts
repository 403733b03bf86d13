import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';
import { STATE_WILDCARD, US_STATE_CODES } from '../catalog/us-states.ts';
import {
  COUNTY_WILDCARD,
  type EligibleState,
  MEMBERSHIP_MESSAGES,
  type MembershipEligibility,
  mergeStates,
  ZIP5_PATTERN,
} from './membership.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { nonBlank } from './primitives.ts';

/**
 * Rows of the membership and product eligibility CSV files (columns in domain/catalog/csv-templates.ts): one
 * location per row — state '*' = nationwide (for a product: everywhere the lender lends), a blank or '*' county =
 * the whole state, a zip code = one of the county's zip codes.
 */
const cell = v.optional(v.pipe(v.string(), v.trim()), '');

const locationEntries = {
  state: v.pipe(
    v.string(requiredMessage('State')),
    v.trim(),
    v.toUpperCase(),
    v.check((state) => state === STATE_WILDCARD || isOneOf(US_STATE_CODES, state), invalidMessage('State')),
  ),
  county: cell,
  zipcode: v.pipe(
    cell,
    v.check((zip) => zip === '' || ZIP5_PATTERN.test(zip), invalidMessage('Zip code')),
  ),
};

type LocationRow = { state: string; county: string; zipcode: string };

/** Checks across a row's cells, each reported on the cell to fix. */
const locationChecks = <R extends LocationRow>() =>
  v.rawCheck<R>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const row = dataset.value;
    const onCell = (key: 'state' | 'zipcode', message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: row, key, value: row[key] }] });
    if (row.zipcode !== '' && (row.county === '' || row.county === COUNTY_WILDCARD)) {
      onCell('zipcode', MEMBERSHIP_MESSAGES.zipNeedsCounty);
    }
    if (row.state === STATE_WILDCARD && (row.county !== '' || row.zipcode !== '')) {
      onCell('state', MEMBERSHIP_MESSAGES.wildcardRowAlone);
    }
  });

export const membershipCsvRowSchema = v.pipe(v.object(locationEntries), locationChecks<LocationRow>());
export type MembershipCsvRow = v.InferOutput<typeof membershipCsvRowSchema>;

export const productEligibilityCsvRowSchema = v.pipe(
  v.object({ productName: v.pipe(nonBlank('Product name'), v.trim()), ...locationEntries }),
  locationChecks<LocationRow & { productName: string }>(),
);
export type ProductEligibilityCsvRow = v.InferOutput<typeof productEligibilityCsvRowSchema>;

/** A problem spanning rows, placed on the row (spreadsheet line: the header is line 1) and column it concerns. */
export interface CsvRowIssue {
  line: number;
  column: string;
  message: string;
}

export const lineOfRow = (index: number): number => index + 2;
const isWildcardRow = (row: LocationRow) => row.state === STATE_WILDCARD;

const statesOfRows = (rows: readonly LocationRow[]): EligibleState[] =>
  mergeStates(
    rows.map((row) => ({
      state: row.state,
      counties: row.county === '' ? [] : [{ county: row.county, zipcodes: row.zipcode === '' ? [] : [row.zipcode] }],
    })),
  );

/** Rows with their line numbers; a wildcard row must be the only one of its list. */
function wildcardIssues(rows: readonly { row: LocationRow; line: number }[]): CsvRowIssue[] {
  if (rows.length < 2) return [];
  return rows
    .filter(({ row }) => isWildcardRow(row))
    .map(({ line }) => ({ line, column: 'state', message: MEMBERSHIP_MESSAGES.wildcardWithOthers }));
}

/** The membership a membership file sets (it replaces the lender's whole membership). */
export function membershipFromCsvRows(
  rows: readonly MembershipCsvRow[],
): { membership: MembershipEligibility; issues: [] } | { membership: null; issues: CsvRowIssue[] } {
  const issues = wildcardIssues(rows.map((row, index) => ({ row, line: lineOfRow(index) })));
  if (issues.length > 0) return { membership: null, issues };
  if (rows.some(isWildcardRow)) return { membership: { nationwide: true, states: [] }, issues: [] };
  return { membership: { nationwide: false, states: statesOfRows(rows) }, issues: [] };
}

/** The eligibility one product gets from its rows of a product eligibility file; null = everywhere the lender lends. */
export interface ProductEligibilityFromFile {
  /** The product name as first written in the file. */
  productName: string;
  lines: number[];
  eligibility: EligibleState[] | null;
}

const productKey = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();
/** Product names match case-insensitively, ignoring repeated spaces, as a lender types them in a spreadsheet. */
export const sameProductName = (a: string, b: string): boolean => productKey(a) === productKey(b);

/** Groups a product eligibility file by product (name matched case-insensitively). */
export function productEligibilityFromCsvRows(rows: readonly ProductEligibilityCsvRow[]): {
  products: ProductEligibilityFromFile[];
  issues: CsvRowIssue[];
} {
  const groups = new Map<string, { productName: string; rows: { row: LocationRow; line: number }[] }>();
  rows.forEach((row, index) => {
    const key = productKey(row.productName);
    const group = groups.get(key) ?? { productName: row.productName, rows: [] };
    group.rows.push({ row, line: lineOfRow(index) });
    groups.set(key, group);
  });
  const issues: CsvRowIssue[] = [];
  const products: ProductEligibilityFromFile[] = [];
  for (const group of groups.values()) {
    const groupIssues = wildcardIssues(group.rows);
    issues.push(...groupIssues);
    const locationRows = group.rows.map(({ row }) => row);
    products.push({
      productName: group.productName,
      lines: group.rows.map(({ line }) => line),
      eligibility: locationRows.some(isWildcardRow) ? null : statesOfRows(locationRows),
    });
  }
  return { products, issues: issues.sort((a, b) => a.line - b.line) };
}
