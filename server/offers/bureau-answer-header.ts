import {
  BUREAU_FIELDS,
  type BureauFieldName,
  canonicalField,
  isDerivedField,
} from '../../domain/rules/bureau-fields.ts';
import { bureauPosition } from '../db/schema/bureau-vector.ts';

/** The columns every answer file has; every other column is a bureau attribute. */
export const REQUIRED = ['consumer_id', 'state', 'county', 'zipcode'] as const;
const FIELD_RANGE = new Map<string, { min: number; max: number }>(BUREAU_FIELDS.map((f) => [f.name, f]));

export type ReportRowError = (row: number, message: string) => void;

export interface AttributeColumn {
  /** The cell of the file's row. */
  index: number;
  /** Where the value goes in the stored vector (server/db/schema/bureau-vector.ts), 1-based. */
  position: number;
  name: BureauFieldName;
  min: number;
  max: number;
}

export interface AnswerHeader {
  width: number;
  /** The cells of consumer_id, state, county and zipcode, in that order. */
  required: [number, number, number, number];
  /** In vector order (vectorColumns), so a row's vector is written in one pass. */
  attributes: AttributeColumn[];
}

/**
 * The file's attribute columns in vector order, one per field (a field named twice keeps its last column, as the
 * jsonb object it used to be written as did).
 */
function vectorColumns(columns: AttributeColumn[]): AttributeColumn[] {
  const byPosition = new Map<number, AttributeColumn>();
  for (const column of columns) byPosition.set(column.position, column);
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/**
 * The answer file's header, or null when a required column is missing (the file cannot be read). A column that is
 * not a bureau field, or is one Offerwell derives itself, is reported on line 1 and ignored.
 */
export function readAnswerHeader(cells: string[], report: ReportRowError): AnswerHeader | null {
  const names = cells.map((cell) => cell.trim());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    report(1, `The header lacks ${missing.join(', ')}`);
    return null;
  }
  const attributes: AttributeColumn[] = [];
  names.forEach((name, index) => {
    if ((REQUIRED as readonly string[]).includes(name)) return;
    const field = canonicalField(name);
    if (field === null || isDerivedField(field)) report(1, `Unknown bureau field '${name}': column ignored`);
    else
      attributes.push({
        index,
        position: bureauPosition(field),
        name: field,
        ...(FIELD_RANGE.get(field) as { min: number; max: number }),
      });
  });
  const required = REQUIRED.map((name) => names.indexOf(name)) as AnswerHeader['required'];
  return { width: names.length, required, attributes: vectorColumns(attributes) };
}
