import { createGunzip, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressAnswers, gzipEachChunk } from './compress-answers.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const app = new Hono()
  .use(compressAnswers())
  .get('/small', (c) => c.json({ hello: 'world' }))
  .get('/big', (c) => c.json(big))
  .get('/etag', (c) => c.json(big, 200, { ETag: '"v1"' }))
  .get('/csv', (c) => c.body(new Blob(['a,b\n'.repeat(1000)]).stream(), 200, { 'Content-Type': 'text/csv' }))
  .get('/gzipped', (c) =>
    c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }),
  )
  .get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
const get = (path: string, encoding = 'gzip, deflate, br, zstd') =>
  app.request(path, { headers: { 'accept-encoding': encoding } });

describe('compressAnswers', () => {
  it('leaves an answer under the threshold as it is, but says it varies on the encoding', async () => {
    const small = await get('/small');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual({ hello: 'world' });
  });

  it('gzips a large JSON answer whole for a client that takes gzip, and weakens its ETag', async () => {
    const zipped = await get('/big');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(big);
    expect((await get('/etag')).headers.get('etag')).toBe('W/"v1"');
    const plain = await get('/big', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    expect((await get('/big', 'gzip;q=0, *')).headers.get('content-encoding')).toBeNull();
  });

  it('streams an answer of unknown length, and leaves encoded and no-transform answers alone', async () => {
    const csv = await get('/csv');
    expect(csv.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await csv.arrayBuffer())).toString()).toBe('a,b\n'.repeat(1000));
    expect(new Uint8Array(await (await get('/gzipped')).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await get('/no-transform')).headers.get('content-encoding')).toBeNull();
  });

  it('sends each chunk of a stream as soon as it is written, not when gzip has gathered 16 KB', async () => {
    let source: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        source = controller;
      },
    });
    const reader = body.pipeThrough(gzipEachChunk()).getReader();
    const gunzip = createGunzip();
    const text: string[] = [];
    gunzip.on('data', (bytes: Buffer) => text.push(bytes.toString()));
    // One small chunk, the stream still open: its bytes come out whole (a sync flush), readable at once.
    source?.enqueue(new TextEncoder().encode('id,name\r\n1,first\r\n'));
    const first = await reader.read();
    await new Promise<void>((resolve) => gunzip.write(first.value, () => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(text.join('')).toBe('id,name\r\n1,first\r\n');
    source?.enqueue(new TextEncoder().encode('2,second\r\n'));
    source?.close();
    for (let next = await reader.read(); !next.done; next = await reader.read()) gunzip.write(next.value);
    await new Promise((resolve) => gunzip.end(resolve));
    expect(text.join('')).toBe('id,name\r\n1,first\r\n2,second\r\n');
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, zstd')).toBe(false);
    expect(acceptsGzip('gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('GZIP; q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
  });

  it('answers a value it read before the same way, also past the number of values it keeps', () => {
    const values = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? `gzip;q=0.${i % 9}1` : `br, x-${i};q=1`));
    const first = values.map((value) => acceptsGzip(value));
    expect(first.filter(Boolean)).toHaveLength(150);
    expect(values.map((value) => acceptsGzip(value))).toEqual(first);
    expect(acceptsGzip('GZIP; q=0')).toBe(false);
  });
});
