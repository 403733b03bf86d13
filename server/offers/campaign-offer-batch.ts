import type { OfferEngine } from '../../domain/engine/compile-engine.ts';
import type { OfferColumns } from '../../domain/engine/engine-types.ts';
import { NEW_OFFER_STATUS } from '../../machines/campaign/offer-lifecycle.ts';
import type { BatchBuffers } from './campaign-batch-buffers.ts';
import type { OfferIds } from './offer-ids.ts';

/*
 * A batch's offers, as the engine returns them (row, product, tier columns), turned into COPY text of offers built
 * from bytes: no object or string per offer, two buffers per batch sized exactly beforehand.
 */

/** An encoded batch, ready for its transaction (campaign-batch-writer.ts). */
export interface PendingBatch {
  batch: number;
  first: string;
  last: string;
  consumers: number;
  /** COPY text of offers (id, consumer_id, campaign_id, product_id, tier_id, status, terms). */
  data: Buffer;
  /** The consumers with offers, a uuid[] literal, and how many. */
  offered: string;
  offeredCount: number;
}

/** Bytes of an offer line before its tail: offer id (36), tab, consumer id (36). */
const LINE_HEAD = 73;

/** COPY text of `value` (backslash, tab and line breaks escaped). */
const copyText = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char] as string);

/** Per product and tier, the text every offer line of it ends with: campaign, product, tier, status and terms. */
export function offerTails(engine: OfferEngine, campaignId: string): Buffer[][] {
  return engine.products.map((product) =>
    product.tiers.map((tier) =>
      Buffer.from(
        `\t${campaignId}\t${product.id}\t${tier.id}\t${NEW_OFFER_STATUS}\t${copyText(JSON.stringify([...tier.terms]))}\n`,
        'utf8',
      ),
    ),
  );
}

const tailOf = (tails: Buffer[][], offers: OfferColumns, k: number) =>
  (tails[offers.product[k] as number] as Buffer[])[offers.tier[k] as number] as Buffer;

/** Marks the batch rows with an offer in `offered`; returns the COPY text's size in bytes and how many rows. */
function measureOffers(offers: OfferColumns, tails: Buffer[][], offered: Uint8Array): [size: number, count: number] {
  let size = 0;
  let offeredCount = 0;
  for (let k = 0; k < offers.length; k++) {
    const row = offers.row[k] as number;
    size += LINE_HEAD + tailOf(tails, offers, k).length;
    if (offered[row] === 0) {
      offered[row] = 1;
      offeredCount++;
    }
  }
  return [size, offeredCount];
}

/** One line per offer: a new offer id, the consumer's id, the product × tier tail. */
function offerLines(offers: OfferColumns, tails: Buffer[][], buffers: BatchBuffers, ids: OfferIds, size: number) {
  const data = Buffer.allocUnsafe(size);
  let at = 0;
  ids.startBatch();
  for (let k = 0; k < offers.length; k++) {
    const row = offers.row[k] as number;
    at = ids.write(data, at);
    data[at++] = 9;
    at += buffers.ids.copy(data, at, row * 36, row * 36 + 36);
    at += tailOf(tails, offers, k).copy(data, at);
  }
  return data;
}

/** The offered consumers as a uuid[] literal (`{id,id,…}`), the parameter of the batch's checks and bumps. */
function consumerList(buffers: BatchBuffers, offered: Uint8Array, offeredCount: number): string {
  const list = Buffer.allocUnsafe(2 + offeredCount * 37);
  let l = 0;
  list[l++] = 123;
  for (let row = 0; row < buffers.length; row++) {
    if (offered[row] === 0) continue;
    if (l > 1) list[l++] = 44;
    l += buffers.ids.copy(list, l, row * 36, row * 36 + 36);
  }
  list[l++] = 125;
  return list.toString('latin1', 0, l);
}

/** The consumers in `buffers` and the engine's offers for them, as batch number `batch`. */
export function encodeOfferBatch(
  batch: number,
  buffers: BatchBuffers,
  offers: OfferColumns,
  tails: Buffer[][],
  ids: OfferIds,
): PendingBatch {
  const n = buffers.length;
  const offered = new Uint8Array(n);
  const [size, offeredCount] = measureOffers(offers, tails, offered);
  return {
    batch,
    first: buffers.id(0),
    last: buffers.id(n - 1),
    consumers: n,
    data: offerLines(offers, tails, buffers, ids, size),
    offered: consumerList(buffers, offered, offeredCount),
    offeredCount,
  };
}
