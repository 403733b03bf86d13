import type { CompiledProduct, LiveProduct } from './compiled-products.ts';
import type { ConsumerBatch, EngineLender } from './engine-types.ts';
import type { LocationMatcher } from './membership.ts';

/*
 * Eligibility codes per live product and row, the loop's `E` input: 0 eligible, 1 not a member of the lender,
 * 2 outside the product's eligibility list, 3 covered by the MLA at a lender that does not accept it.
 */

function mlaOf(batch: ConsumerBatch, row: number): boolean {
  if (batch.mla !== undefined) return batch.mla[row] === 1;
  return batch.attributes.MILITARY_LENDING_COVERED?.[row] === 1;
}

/** One consumer's code for a product, given the lender membership's code. */
export function consumerCode(entry: CompiledProduct, batch: ConsumerBatch, row: number, memberCode: number): number {
  if (memberCode !== 0) return memberCode;
  if (entry.eligibility !== null) {
    const state = batch.state[row] ?? '';
    if (!entry.eligibility.matches(state, batch.county?.[row] ?? null, batch.zip?.[row] ?? null)) return 2;
  }
  if (!entry.acceptsMla && mlaOf(batch, row)) return 3;
  return 0;
}

/**
 * Codes per lender (membership, then MLA) once per row; a product without its own eligibility list shares its
 * lender's array, so the per-product cost is nil in the common case. Buffers are reused from batch to batch.
 */
export class EligibilityCodes {
  private readonly neededLenders: number[];
  private lenderCodes: Uint8Array[] = [];
  private productCodes: Uint8Array[] = [];

  constructor(
    private readonly lenders: readonly EngineLender[],
    private readonly lenderMatchers: readonly LocationMatcher[],
    private readonly live: readonly LiveProduct[],
  ) {
    this.neededLenders = [...new Set(live.map(({ entry }) => entry.lenderIndex))];
  }

  /** Buffers for batches of up to n rows. */
  allocate(n: number): void {
    this.productCodes = this.live.map(() => new Uint8Array(n));
    this.lenderCodes = this.lenders.map(() => new Uint8Array(n));
  }

  fill(batch: ConsumerBatch): Uint8Array[] {
    for (const lender of this.neededLenders) this.fillLender(batch, lender);
    const n = batch.length;
    return this.live.map(({ entry }, slot) => {
      const codes = this.lenderCodes[entry.lenderIndex] as Uint8Array;
      if (entry.eligibility === null) return codes;
      const target = this.productCodes[slot] as Uint8Array;
      for (let i = 0; i < n; i++) {
        const code = codes[i] as number;
        target[i] = code === 1 ? 1 : consumerCode(entry, batch, i, 0);
      }
      return target;
    });
  }

  private fillLender(batch: ConsumerBatch, lender: number): void {
    const n = batch.length;
    const mla = batch.mla ?? batch.attributes.MILITARY_LENDING_COVERED;
    const matcher = this.lenderMatchers[lender] as LocationMatcher;
    const codes = this.lenderCodes[lender] as Uint8Array;
    const refusesMla = !(this.lenders[lender] as EngineLender).acceptsMla && mla !== undefined;
    for (let i = 0; i < n; i++) {
      const member =
        matcher.national || matcher.matches(batch.state[i] ?? '', batch.county?.[i] ?? null, batch.zip?.[i] ?? null);
      codes[i] = member ? (refusesMla && mla[i] === 1 ? 3 : 0) : 1;
    }
  }
}
