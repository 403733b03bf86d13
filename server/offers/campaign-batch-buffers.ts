import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import type { ConsumerBatch } from '../../domain/engine/engine-types.ts';
import type { BureauFieldName } from '../../domain/rules/bureau-fields.ts';
import type { ReadPlan } from './campaign-read-plan.ts';

/*
 * The campaign's consumers arrive as COPY text (campaign-read-plan.ts consumerCopy) and are read from the bytes
 * straight into the engine's column buffers: no row objects, no string per number, buffers reused per batch.
 */

const isDigit = (byte: number) => byte >= 48 && byte <= 57;

/** A number of COPY text (`\N` → NaN): plain decimals read from the bytes, anything else as Number reads it. */
function numberAt(buf: Buffer, start: number, end: number): number {
  if (end - start === 2 && buf[start] === 92 && buf[start + 1] === 78) return Number.NaN;
  let at = start;
  const negative = buf[at] === 45;
  if (negative) at++;
  let value = 0;
  let digits = 0;
  for (; at < end && isDigit(buf[at] as number); at++, digits++) value = value * 10 + ((buf[at] as number) - 48);
  if (at < end && buf[at] === 46) {
    let scale = 1;
    for (at++; at < end && isDigit(buf[at] as number); at++, digits++) {
      value = value * 10 + ((buf[at] as number) - 48);
      scale *= 10;
    }
    value /= scale;
  }
  if (at !== end || digits === 0 || digits > 15) return Number(buf.toString('latin1', start, end));
  return negative ? -value : value;
}

/** A text field of COPY text: `\N` → null, escapes undone. */
function textAt(buf: Buffer, start: number, end: number): string | null {
  if (buf.indexOf(92, start) < 0 || buf.indexOf(92, start) >= end) return buf.toString('utf8', start, end);
  if (end - start === 2 && buf[start + 1] === 78) return null;
  const escapes: Record<string, string> = { t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v', '\\': '\\' };
  return buf.toString('utf8', start, end).replace(/\\(.)/g, (_, char: string) => escapes[char] ?? char);
}

/** The reader's buffers, reused from one batch to the next: the engine batch and the raw consumer ids. */
export class BatchBuffers {
  readonly ids: Buffer;
  readonly columns: Float64Array[];
  readonly state: string[];
  readonly county: (string | null)[];
  readonly zip: (string | null)[];
  readonly annualIncome: Float64Array;
  readonly payFrequency: (PayFrequency | null)[];
  readonly vehicleYear: Float64Array;
  readonly vehicleMileage: Float64Array;
  readonly attributes: Partial<Record<BureauFieldName, Float64Array>> = {};
  readonly consumerIds: Float64Array;
  length = 0;
  constructor(
    readonly plan: ReadPlan,
    readonly capacity: number,
  ) {
    this.ids = Buffer.alloc(capacity * 36);
    this.columns = plan.fields.map((field) => {
      const column = new Float64Array(capacity);
      this.attributes[field] = column;
      return column;
    });
    this.consumerIds = Float64Array.from({ length: capacity }, (_, index) => index);
    this.state = new Array(capacity).fill('');
    this.county = new Array(capacity).fill(null);
    this.zip = new Array(capacity).fill(null);
    this.annualIncome = new Float64Array(capacity);
    this.payFrequency = new Array(capacity).fill(null);
    this.vehicleYear = new Float64Array(capacity);
    this.vehicleMileage = new Float64Array(capacity);
  }
  batch(): ConsumerBatch {
    return {
      length: this.length,
      consumerIds: this.consumerIds,
      attributes: this.attributes,
      state: this.state,
      county: this.county,
      zip: this.zip,
      ...(this.plan.stated
        ? {
            stated: {
              annualIncome: this.annualIncome,
              payFrequency: this.payFrequency,
              vehicleYear: this.vehicleYear,
              vehicleMileage: this.vehicleMileage,
            },
          }
        : {}),
    };
  }
  id(row: number): string {
    return this.ids.toString('latin1', row * 36, row * 36 + 36);
  }
  /** One COPY line [start, end) of `buf` into row `length`. */
  read(buf: Buffer, start: number, end: number): void {
    const n = this.length;
    const fields = this.plan.stated ? 8 + this.columns.length : 4 + this.columns.length;
    let from = start;
    for (let f = 0; f < fields; f++) {
      let to = buf.indexOf(9, from);
      if (to < 0 || to > end) to = end;
      if (f === 0) buf.copy(this.ids, n * 36, from, from + 36);
      else if (f === 1) this.state[n] = textAt(buf, from, to) ?? '';
      else if (f === 2) this.county[n] = textAt(buf, from, to);
      else if (f === 3) this.zip[n] = textAt(buf, from, to);
      else if (this.plan.stated && f < 8) {
        if (f === 4) this.annualIncome[n] = numberAt(buf, from, to);
        else if (f === 5) this.payFrequency[n] = textAt(buf, from, to) as PayFrequency | null;
        else if (f === 6) this.vehicleYear[n] = numberAt(buf, from, to);
        else this.vehicleMileage[n] = numberAt(buf, from, to);
      } else (this.columns[f - (this.plan.stated ? 8 : 4)] as Float64Array)[n] = numberAt(buf, from, to);
      from = to + 1;
    }
    this.length = n + 1;
  }
}
