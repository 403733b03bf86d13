import { CONSUMER_PII_FIELDS } from '../catalog/consumer.ts';
import { US_STATE_CODES } from '../catalog/us-states.ts';
import { EMAIL_PATTERN } from './contact.ts';
import { type CalendarDate, parseUsDate } from './dates.ts';

/** The consumer PII columns of 002 §3, in the template's order (uuid is the embedder's own consumer id). */
export const CONSUMER_FILE_COLUMNS = CONSUMER_PII_FIELDS;
export type ConsumerFileColumn = (typeof CONSUMER_FILE_COLUMNS)[number];
export type ConsumerFileRow = Readonly<Record<ConsumerFileColumn, string>>;

/**
 * One problem in one cell; the seed names no texts for these, ours
 * (docs/decisions/0352-consumer-file-embedder-campaigns-and-the-consumer.md).
 */
export interface ConsumerFileIssue {
  readonly field: ConsumerFileColumn;
  readonly message: string;
}

export const CONSUMER_FILE_MESSAGES = {
  uuid: 'uuid is required (your own id for the consumer)',
  uuidDuplicate: 'uuid appears on an earlier row of this file',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State must be a US state code such as CO (or DC)',
  zipcode: 'Zip code must be 5 digits',
  ssn: 'SSN must be 9 digits (dashes allowed: 123-45-6789)',
  email: 'Enter a valid email, such as name@example.com',
  dob: 'Date of birth must be a real past date as MM-DD-YYYY',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

const MAX_TEXT = 100;
const STATES = new Set<string>(US_STATE_CODES);
const SSN = /^(\d{3})-?(\d{2})-?(\d{4})$/;

/** The nine digits of an SSN written with or without dashes; undefined when it is not one. */
export const ssnDigits = (text: string): string | undefined => {
  const match = SSN.exec(text.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : undefined;
};

const isPast = (date: CalendarDate, today: CalendarDate): boolean =>
  date.year * 10_000 + date.month * 100 + date.day < today.year * 10_000 + today.month * 100 + today.day;

/**
 * Every problem of one consumer-file row, in column order (an empty list: the row is valid). Names, address and
 * city are required; middle name, suffix, county and email may be blank, but an email given must be valid.
 */
export function consumerFileRowIssues(row: ConsumerFileRow, today: CalendarDate): ConsumerFileIssue[] {
  const issues: ConsumerFileIssue[] = [];
  const cell = (field: ConsumerFileColumn) => (row[field] ?? '').trim();
  const add = (field: ConsumerFileColumn, message: string) => issues.push({ field, message });
  const required = { uuid: 'uuid', firstName: 'firstName', lastName: 'lastName', address: 'address', city: 'city' };
  for (const field of Object.keys(required) as (keyof typeof required)[]) {
    if (cell(field) === '') add(field, CONSUMER_FILE_MESSAGES[field]);
  }
  for (const field of CONSUMER_FILE_COLUMNS) {
    if (cell(field).length > MAX_TEXT) add(field, CONSUMER_FILE_MESSAGES.tooLong(field, MAX_TEXT));
  }
  if (!STATES.has(cell('state').toUpperCase())) add('state', CONSUMER_FILE_MESSAGES.state);
  if (!/^\d{5}$/.test(cell('zipcode'))) add('zipcode', CONSUMER_FILE_MESSAGES.zipcode);
  if (ssnDigits(cell('ssn')) === undefined) add('ssn', CONSUMER_FILE_MESSAGES.ssn);
  if (cell('email') !== '' && !EMAIL_PATTERN.test(cell('email'))) add('email', CONSUMER_FILE_MESSAGES.email);
  const dob = parseUsDate(cell('dob'));
  if (!dob || !isPast(dob, today)) add('dob', CONSUMER_FILE_MESSAGES.dob);
  const order = new Map(CONSUMER_FILE_COLUMNS.map((column, index) => [column, index]));
  return issues.sort((a, b) => (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0));
}

/** A row whose cell count differs from the header's: its cells cannot be read by column, so nothing else is checked. */
export const ROW_SHAPE_MESSAGE = 'The row does not have the same number of cells as the header';

/**
 * Every problem of one row of a whole file (the embedder console's upload and the processing pipeline's import read
 * files alike): a row of the wrong width has only that problem; otherwise its cells' issues, and its uuid when an
 * earlier row of the file had it (`seen` collects the file's uuids as its rows are checked, in order).
 */
export function consumerFileLineIssues(
  row: ConsumerFileRow,
  file: { readonly badShape: boolean; readonly seen: Set<string>; readonly today: CalendarDate },
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = file.badShape
    ? [{ field: 'row', message: ROW_SHAPE_MESSAGE }]
    : consumerFileRowIssues(row, file.today);
  const uuid = (row.uuid ?? '').trim();
  if (uuid !== '' && file.seen.has(uuid)) issues.push({ field: 'uuid', message: CONSUMER_FILE_MESSAGES.uuidDuplicate });
  if (uuid !== '') file.seen.add(uuid);
  return issues;
}
