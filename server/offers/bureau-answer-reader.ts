import { BUREAU_VECTOR_FIELDS, toBureauVector } from '../db/schema/bureau-vector.ts';
import {
  type AnswerHeader,
  type AttributeColumn,
  type ReportRowError,
  readAnswerHeader,
} from './bureau-answer-header.ts';
import type { ImportBatch } from './bureau-import-batch.ts';
import { canonicalNumber, isDigit, isHex, isLetter, isSpace } from './canonical-number.ts';
import { splitCsvLine } from './csv-line.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NULL_CELL = Buffer.from('NULL,', 'latin1');
const VECTOR_LENGTH = BUREAU_VECTOR_FIELDS.length;
const WRONG_WIDTH = 'The row does not have the same number of cells as the header';
const BAD_ID = 'consumer_id must be a uuid';
const BAD_STATE = 'state must be a two-letter state code';
const BAD_ZIP = 'zipcode must be a 5-digit zip code';
/** Not a problem: the county holds a character COPY text must escape, which the string path does. */
const NEEDS_ESCAPE = 'needs escape';

/** COPY text format: backslash, tab and line breaks escaped. */
const copyCell = (value: string) =>
  value === ''
    ? '\\N'
    : value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char] as string);

/**
 * Turns the bureau's answer file, line by line, into COPY text rows of bureau_attributes in `batch`, reporting each
 * line it cannot take. Most lines take the byte path: cells found by comma, checked and copied as bytes, no strings.
 * A line with quotes, or a county COPY must escape, takes the string path (a full CSV split); both write the same.
 */
export class BureauAnswerReader {
  /** Where rows go; the importer swaps in an empty batch when it sends this one to the database. */
  batch: ImportBatch;
  private lineNumber = 0;
  /** -1 until the header is read. */
  private width = -1;
  private required: AnswerHeader['required'] = [0, 0, 0, 0];
  // The required cells' indexes as fields: read per row without unpacking `required`.
  private idAt = 0;
  private stateAt = 0;
  private countyAt = 0;
  private zipAt = 0;
  private attributes: AttributeColumn[] = [];
  /** `\t<campaign id>\t`: between a row's consumer id and its vector. */
  private readonly campaign: Buffer;
  // Trimmed cell boundaries of the current line (byte path), grown to the header's width.
  private cellStart = new Int32Array(64);
  private cellEnd = new Int32Array(64);

  constructor(
    campaignId: string,
    batch: ImportBatch,
    private readonly report: ReportRowError,
  ) {
    this.batch = batch;
    this.campaign = Buffer.from(`\t${campaignId}\t`, 'latin1');
  }

  /**
   * One line [start, end) of `buf` (no line break), `quoted` when it has a quote character; false when the file
   * cannot be read further (its header lacks a required column).
   */
  line(buf: Buffer, start: number, end: number, quoted: boolean): boolean {
    this.lineNumber++;
    if (start === end) return true;
    if (this.width < 0) return this.readHeader(splitCsvLine(buf.toString('utf8', start, end)));
    this.batch.handled++;
    if (quoted) this.stringRow(splitCsvLine(buf.toString('utf8', start, end)));
    else this.byteRow(buf, start, end);
    return true;
  }

  private readHeader(cells: string[]): boolean {
    const header = readAnswerHeader(cells, this.report);
    if (header === null) return false;
    this.width = header.width;
    this.required = header.required;
    [this.idAt, this.stateAt, this.countyAt, this.zipAt] = header.required;
    this.attributes = header.attributes;
    if (this.cellStart.length < this.width) {
      this.cellStart = new Int32Array(this.width);
      this.cellEnd = new Int32Array(this.width);
    }
    return true;
  }

  private byteRow(buf: Buffer, start: number, end: number): void {
    const problem = this.splitCells(buf, start, end) === this.width ? this.requiredCellProblem(buf) : WRONG_WIDTH;
    if (problem === null) this.writeByteRow(buf);
    else if (problem === NEEDS_ESCAPE) this.stringRow(splitCsvLine(buf.toString('utf8', start, end)));
    else this.report(this.lineNumber, problem);
  }

  /** Finds the line's trimmed cells (as many as fit in cellStart) and returns how many cells it has. */
  private splitCells(buf: Buffer, start: number, end: number): number {
    const { cellStart, cellEnd } = this;
    let cells = 0;
    let from = start;
    for (;;) {
      const comma = buf.indexOf(44, from);
      const to = comma < 0 || comma >= end ? end : comma;
      if (cells < cellStart.length) {
        let s = from;
        let e = to;
        while (s < e && isSpace(buf[s] as number)) s++;
        while (e > s && isSpace(buf[e - 1] as number)) e--;
        cellStart[cells] = s;
        cellEnd[cells] = e;
      }
      cells++;
      if (to === end) return cells;
      from = to + 1;
    }
  }

  /** The first problem of consumer_id, state and zipcode, in that order, or NEEDS_ESCAPE, or null. */
  private requiredCellProblem(buf: Buffer): string | null {
    const { cellStart, cellEnd, idAt, stateAt, countyAt, zipAt } = this;
    const idStart = cellStart[idAt] as number;
    let idOk = (cellEnd[idAt] as number) - idStart === 36;
    for (let k = 0; idOk && k < 36; k++) {
      const byte = buf[idStart + k] as number;
      idOk = k === 8 || k === 13 || k === 18 || k === 23 ? byte === 45 : isHex(byte);
    }
    if (!idOk) return BAD_ID;
    const stateStart = cellStart[stateAt] as number;
    if (
      (cellEnd[stateAt] as number) - stateStart !== 2 ||
      !isLetter(buf[stateStart] as number) ||
      !isLetter(buf[stateStart + 1] as number)
    ) {
      return BAD_STATE;
    }
    const zipStart = cellStart[zipAt] as number;
    const zipLength = (cellEnd[zipAt] as number) - zipStart;
    if (zipLength !== 0) {
      let zipOk = zipLength === 5 || (zipLength === 10 && buf[zipStart + 5] === 45);
      for (let k = 0; zipOk && k < zipLength; k++) zipOk = k === 5 || isDigit(buf[zipStart + k] as number);
      if (!zipOk) return BAD_ZIP;
    }
    for (let k = cellStart[countyAt] as number; k < (cellEnd[countyAt] as number); k++) {
      const byte = buf[k] as number;
      if (byte === 92 || byte === 9) return NEEDS_ESCAPE;
    }
    return null;
  }

  /** The checked line as a COPY row; nothing is written when an attribute is out of range (reported). */
  private writeByteRow(buf: Buffer): void {
    const { cellStart, cellEnd, batch, idAt, stateAt, countyAt, zipAt } = this;
    const out = batch.out;
    const rowStart = out.length;
    const idStart = cellStart[idAt] as number;
    const id = buf.toString('latin1', idStart, idStart + 36).toLowerCase();
    out.ascii(id);
    out.bytes(this.campaign);
    if (!this.writeVector(buf)) {
      out.length = rowStart;
      return;
    }
    const stateStart = cellStart[stateAt] as number;
    out.byte(9);
    out.byte((buf[stateStart] as number) & 0xdf);
    out.byte((buf[stateStart + 1] as number) & 0xdf);
    out.byte(9);
    this.writeCell(buf, cellStart[countyAt] as number, cellEnd[countyAt] as number);
    out.byte(9);
    this.writeCell(buf, cellStart[zipAt] as number, cellEnd[zipAt] as number);
    out.byte(10);
    batch.add(id, this.lineNumber, rowStart);
  }

  /** An empty cell is NULL; the others were checked to need no escaping. */
  private writeCell(buf: Buffer, start: number, end: number): void {
    if (start === end) this.batch.out.ascii('\\N');
    else this.batch.out.bytes(buf, start, end);
  }

  /**
   * The vector (bureau-vector.ts): every position, NULL where the file has no column or an empty cell; false (and
   * reported) when a value is not a number in its field's range.
   */
  private writeVector(buf: Buffer): boolean {
    const { cellStart, cellEnd } = this;
    const out = this.batch.out;
    out.byte(123);
    let position = 1;
    for (const attribute of this.attributes) {
      for (; position < attribute.position; position++) out.bytes(NULL_CELL);
      position++;
      const s = cellStart[attribute.index] as number;
      const e = cellEnd[attribute.index] as number;
      if (s === e) {
        out.bytes(NULL_CELL);
        continue;
      }
      let value = canonicalNumber(buf, s, e);
      const canonical = !Number.isNaN(value);
      if (!canonical) value = Number(buf.toString('utf8', s, e));
      if (!Number.isFinite(value) || value < attribute.min || value > attribute.max) {
        this.report(this.lineNumber, `${attribute.name} must be a number from ${attribute.min} to ${attribute.max}`);
        return false;
      }
      if (canonical) out.bytes(buf, s, e);
      else out.ascii(`${value}`);
      out.byte(44);
    }
    for (; position <= VECTOR_LENGTH; position++) out.bytes(NULL_CELL);
    // The last cell's comma becomes the closing brace.
    out.buffer[out.length - 1] = 125;
    return true;
  }

  /** A row read with a full CSV split (quotes, a county to escape): checked and written from strings. */
  private stringRow(cells: string[]): void {
    const checked = checkRow(cells, this.width, this.required, this.attributes);
    if (!checked.ok) {
      this.report(this.lineNumber, checked.message);
      return;
    }
    const [id, state, county, zipcode] = this.required.map((index) => (cells[index] as string).trim()) as string[];
    const lower = (id as string).toLowerCase();
    const out = this.batch.out;
    const rowStart = out.length;
    out.ascii(lower);
    out.bytes(this.campaign);
    out.ascii(checked.vector);
    out.byte(9);
    out.ascii((state as string).toUpperCase());
    out.byte(9);
    out.utf8(copyCell(county as string));
    out.byte(9);
    out.utf8(copyCell(zipcode as string));
    out.byte(10);
    this.batch.add(lower, this.lineNumber, rowStart);
  }
}

type RowCheck = { ok: true; vector: string } | { ok: false; message: string };
const fail = (message: string): RowCheck => ({ ok: false, message });

/** The row's problem, or the attributes' vector text (bureau-vector.ts) when it has none. */
function checkRow(
  cells: readonly string[],
  width: number,
  required: readonly number[],
  attributes: readonly AttributeColumn[],
): RowCheck {
  if (cells.length !== width) return fail(WRONG_WIDTH);
  const [id, state, , zipcode] = required.map((index) => (cells[index] as string).trim());
  if (!UUID.test(id as string)) return fail(BAD_ID);
  if (!/^[A-Za-z]{2}$/.test(state as string)) return fail(BAD_STATE);
  if (zipcode !== '' && !/^\d{5}(-\d{4})?$/.test(zipcode as string)) return fail(BAD_ZIP);
  const values: Record<string, number> = {};
  for (const { index, name, min, max } of attributes) {
    const cell = (cells[index] as string).trim();
    if (cell === '') continue;
    const value = Number(cell);
    if (!Number.isFinite(value) || value < min || value > max)
      return fail(`${name} must be a number from ${min} to ${max}`);
    values[name] = value;
  }
  return { ok: true, vector: toBureauVector(values) };
}
