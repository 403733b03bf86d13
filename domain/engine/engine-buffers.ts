import type { EligibilityCodes } from './engine-eligibility.ts';

/**
 * The engine's output and scratch buffers. They grow to the largest batch seen and are reused, so memory does not
 * grow with the number of batches (the results are views, valid until the next batch is run).
 */
export class EngineBuffers {
  capacity = 0;
  /** The column of a field the batch does not carry: every row unknown. */
  nan = new Float64Array(0);
  /** Derived fields (derived-fields.ts) computed per batch, by field. */
  readonly derived = new Map<string, Float64Array>();
  offerRow = new Int32Array(0);
  offerProduct = new Uint16Array(0);
  offerTier = new Uint8Array(0);
  declineRow = new Int32Array(0);
  declineProduct = new Uint16Array(0);
  declineCode = new Uint8Array(0);
  /** Written by the loop: offers, declines. */
  readonly counts = new Int32Array(2);

  constructor(
    /** At most one offer per consumer × live product. */
    private readonly liveProducts: number,
    /** With declines, at most one per consumer × product. */
    private readonly products: number,
    private readonly eligibility: EligibilityCodes,
  ) {}

  ensure(n: number, withDeclines: boolean): void {
    if (n > this.capacity) {
      this.capacity = n;
      this.nan = new Float64Array(n).fill(Number.NaN);
      for (const key of this.derived.keys()) this.derived.set(key, new Float64Array(n));
      this.eligibility.allocate(n);
      this.offerRow = new Int32Array(n * Math.max(1, this.liveProducts));
      this.offerProduct = new Uint16Array(this.offerRow.length);
      this.offerTier = new Uint8Array(this.offerRow.length);
      this.declineRow = new Int32Array(0);
    }
    if (withDeclines && this.declineRow.length < this.capacity * Math.max(1, this.products)) {
      this.declineRow = new Int32Array(this.capacity * Math.max(1, this.products));
      this.declineProduct = new Uint16Array(this.declineRow.length);
      this.declineCode = new Uint8Array(this.declineRow.length);
    }
  }

  /** The derived field's buffer, big enough for `n` rows. */
  derivedBuffer(field: string, n: number): Float64Array {
    let buffer = this.derived.get(field);
    if (buffer === undefined || buffer.length < n) {
      buffer = new Float64Array(Math.max(this.capacity, n));
      this.derived.set(field, buffer);
    }
    return buffer;
  }
}
