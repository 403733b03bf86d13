import type { OfferEngine, RunResult } from './compile-engine.ts';
import type { ConsumerBatch } from './engine-types.ts';

export interface OfferChunk extends RunResult {
  batch: ConsumerBatch;
}

/**
 * Runs consumer batches through the engine one at a time. Each chunk's columns are views over buffers the next chunk
 * reuses: write or copy them (COPY rows, a hash) before asking for the next one. Memory stays that of one batch.
 */
export function* streamOffers(
  engine: OfferEngine,
  batches: Iterable<ConsumerBatch>,
  options: { declines?: boolean } = {},
): Generator<OfferChunk, void, undefined> {
  for (const batch of batches) yield { batch, ...engine.run(batch, options) };
}

/** The same over an async source (a file or socket read in chunks). */
export async function* streamOffersAsync(
  engine: OfferEngine,
  batches: AsyncIterable<ConsumerBatch>,
  options: { declines?: boolean } = {},
): AsyncGenerator<OfferChunk, void, undefined> {
  for await (const batch of batches) yield { batch, ...engine.run(batch, options) };
}

/** COPY text rows (tab-separated, newline-terminated): consumer id, product id, tier id. */
export function offerCopyRows(engine: OfferEngine, chunk: OfferChunk): string {
  const { offers, batch } = chunk;
  let text = '';
  for (let k = 0; k < offers.length; k++) {
    const product = engine.products[offers.product[k] as number];
    const tier = product?.tiers[offers.tier[k] as number];
    text += `${batch.consumerIds[offers.row[k] as number]}\t${product?.id}\t${tier?.id}\n`;
  }
  return text;
}

/** COPY text rows for declines: consumer id, product id, reason code. */
export function declineCopyRows(engine: OfferEngine, chunk: OfferChunk): string {
  let text = '';
  for (const decline of chunk.declines) {
    const reason = decline.reason.replace(/[\t\n\\]/g, ' ');
    text += `${chunk.batch.consumerIds[decline.row]}\t${engine.products[decline.product]?.id}\t${reason}\n`;
  }
  return text;
}
