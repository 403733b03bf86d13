import { describe, expect, it } from 'vitest';
import { OfferIds } from './offer-ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function take(ids: OfferIds, count: number): string[] {
  const buffer = Buffer.alloc(count * 36);
  let at = 0;
  for (let k = 0; k < count; k++) at = ids.write(buffer, at);
  expect(at).toBe(count * 36);
  return Array.from({ length: count }, (_, k) => buffer.toString('latin1', k * 36, k * 36 + 36));
}

describe('offer ids', () => {
  it('are UUIDv7 text carrying the batch time, ascending and distinct within a batch', () => {
    const ids = new OfferIds();
    const now = Date.UTC(2026, 10, 26, 18, 0, 0);
    ids.startBatch(now);
    const batch = take(ids, 1000);
    for (const id of batch) expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(batch[0]?.replace(/-/g, '').slice(0, 12) ?? '', 16)).toBe(now);
    expect([...batch].sort()).toEqual(batch);
    expect(new Set(batch).size).toBe(batch.length);
  });

  it('differ between batches started in the same millisecond, and later batches sort after earlier ones', () => {
    const ids = new OfferIds();
    ids.startBatch(1_000);
    const first = take(ids, 50);
    ids.startBatch(1_000);
    const second = take(ids, 50);
    expect(new Set([...first, ...second]).size).toBe(100);
    ids.startBatch(1_001);
    const later = take(ids, 1);
    expect((later[0] as string) > (first.at(-1) as string)).toBe(true);
    expect((later[0] as string) > (second.at(-1) as string)).toBe(true);
  });
});
