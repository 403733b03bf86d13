import { describe, expect, it } from 'vitest';
import { compileEngine } from './compile-engine.ts';
import { batchFromConsumers } from './consumer-batch.ts';
import type { ConsumerBatch, EngineProduct } from './engine-types.ts';
import { offerCopyRows, streamOffers, streamOffersAsync } from './stream-offers.ts';

const product: EngineProduct = {
  id: 'card',
  lenderId: 'cu',
  type: 'Unsecured_Credit_Card',
  status: 'active',
  rule: 'VANTAGE_SCORE >= 600',
  tiers: [{ id: 'gold', name: 'Gold', type: 'PRESCREEN', rule: 'VANTAGE_SCORE >= 700', terms: [] }],
};
const engine = compileEngine({
  lenders: [{ id: 'cu', acceptsMla: true, membership: [{ state: '*' }] }],
  products: [product],
});

function batchOf(ids: number[], score: number): ConsumerBatch {
  return batchFromConsumers(ids.map((id) => ({ id, state: 'CA', attributes: { VANTAGE_SCORE: score } })));
}

describe('streaming', () => {
  it('reuses the same buffers for every batch, so memory stays that of one batch', () => {
    const buffers = new Set<ArrayBufferLike>();
    let offers = 0;
    for (const chunk of streamOffers(engine, [
      batchOf([1, 2, 3], 720),
      batchOf([4, 5], 720),
      batchOf([6, 7, 8], 500),
    ])) {
      buffers.add(chunk.offers.row.buffer);
      offers += chunk.offers.length;
    }
    expect(buffers.size).toBe(1);
    expect(offers).toBe(5);
  });

  it('streams an async source in order', async () => {
    async function* source() {
      yield batchOf([1], 720);
      yield batchOf([2], 650);
      yield batchOf([3], 710);
    }
    const rows: string[] = [];
    for await (const chunk of streamOffersAsync(engine, source(), { declines: true })) {
      rows.push(offerCopyRows(engine, chunk) || chunk.declines.map((decline) => decline.reason).join());
    }
    expect(rows).toEqual(['1\tcard\tgold\n', 'NO_TIER_MATCHED', '3\tcard\tgold\n']);
  });

  it('reads a column the batch lacks as no value', () => {
    const batch = batchFromConsumers([{ id: 1, state: 'CA', attributes: { FICO: 700 } }]);
    expect(engine.run(batch, { declines: true }).declines).toEqual([
      { row: 0, product: 0, reason: 'RULE_FAILED:VANTAGE_SCORE >= 600' },
    ]);
  });

  it('exposes the generated loop for inspection', () => {
    expect(engine.source).toContain('const v0 = c0[i];');
    expect(engine.source).toContain('(v0 >= 600)');
  });
});
