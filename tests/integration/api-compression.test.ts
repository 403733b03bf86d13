import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInConsumer } from './demo-consumer.ts';
import { seededApp } from './seeded-app.ts';

// Issue 17 item 21: API answers reach the marketplace compressed (its offers answer is on the first screen's path).
let jwt: string;
const seeded = seededApp();
beforeAll(async () => {
  jwt = await signInConsumer(seeded.app);
});

const offers = (headers: Record<string, string> = {}) =>
  seeded.app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}`, ...headers } });

describe('API compression', () => {
  it('answers a client that accepts gzip with the same JSON, gzip-encoded, a fraction of the size', async () => {
    const plain = await offers();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const json = Buffer.from(await plain.arrayBuffer());
    expect(json.length).toBeGreaterThan(5_000);

    const gzipped = await offers({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(gzipped.headers.get('Cache-Control')).toBe(plain.headers.get('Cache-Control'));
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(json.length / 3);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(JSON.parse(json.toString('utf8')));
  });

  it('keeps the offers answer revalidating: its ETag stays as sent, and If-None-Match still answers 304', async () => {
    const first = await offers({ 'Accept-Encoding': 'gzip' });
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^W\/"offers-/);
    const again = await offers({ 'Accept-Encoding': 'gzip', 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Encoding')).toBeNull();
  });
});
