import { customType } from 'drizzle-orm/pg-core';
import { BUREAU_FIELDS, type BureauFieldName } from '../../../domain/rules/bureau-fields.ts';

/**
 * How bureau_attributes keeps a consumer's attributes: one `double precision[]`, the value of BUREAU_FIELDS[k] at
 * position k + 1 and NULL where the bureau has no value. A million-consumer campaign writes and reads this column in
 * bulk (issue 13): as jsonb, parsing 50 keyed numerics per row was most of the import's database time and the rows
 * were ~4× larger. BUREAU_FIELDS is therefore append-only — a field's position is its storage address
 * (bureau-vector.test.ts pins the order).
 */
export const BUREAU_VECTOR_FIELDS: readonly BureauFieldName[] = BUREAU_FIELDS.map((field) => field.name);

const POSITION = new Map<string, number>(BUREAU_VECTOR_FIELDS.map((name, index) => [name, index + 1]));

/** The 1-based array position of a bureau field in bureau_attributes.attributes; throws for anything else. */
export function bureauPosition(name: string): number {
  const position = POSITION.get(name);
  if (position === undefined) throw new Error(`Unknown bureau field ${name}`);
  return position;
}

/**
 * SQL for one attribute of a bureau_attributes row (`alias.attributes[k]`, a double precision or NULL). The name is
 * looked up in the catalogue, so only known fields reach the SQL text.
 */
export function bureauAttributeSql(name: string, alias = ''): string {
  return `${alias === '' ? '' : `${alias}.`}attributes[${bureauPosition(name)}]`;
}

/** The record as the column's array literal (text form; numbers as JavaScript prints them, which float8 reads). */
export function toBureauVector(attributes: Partial<Record<string, number>>): string {
  return `{${BUREAU_VECTOR_FIELDS.map((name) => {
    const value = attributes[name];
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : 'NULL';
  }).join(',')}}`;
}

/**
 * The column's value as a record without the NULLs: node-postgres parses a float8[] into numbers; the array's text
 * form is read too.
 */
export function fromBureauVector(value: string | readonly (number | null)[]): Partial<Record<BureauFieldName, number>> {
  const cells = typeof value === 'string' ? value.slice(1, -1).split(',') : value;
  const record: Partial<Record<BureauFieldName, number>> = {};
  for (let index = 0; index < BUREAU_VECTOR_FIELDS.length && index < cells.length; index++) {
    const cell = cells[index];
    if (cell === null || cell === undefined || cell === 'NULL' || cell === '') continue;
    const number = typeof cell === 'number' ? cell : Number(cell);
    if (Number.isFinite(number)) record[BUREAU_VECTOR_FIELDS[index] as BureauFieldName] = number;
  }
  return record;
}

/** bureau_attributes.attributes for drizzle: read and written as a record by field name. */
export const bureauVector = customType<{
  data: Record<string, number>;
  driverData: string | (number | null)[];
}>({
  dataType: () => 'double precision[]',
  toDriver: (value) => toBureauVector(value),
  fromDriver: (value) => fromBureauVector(value) as Record<string, number>,
});
