import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../build/vite-precompress.ts';
import { createApp } from '../../server/app.ts';
import { createTestDatabase, type TestDatabase, testDeps } from './db.ts';

// Issue 17 item 21: the built app is sent precompressed, hashed assets cached for a year, pages revalidated.
let database: TestDatabase;
let distDir: string;
let app: ReturnType<typeof createApp>;
let mainChunk: Buffer;
const MAIN = '/assets/index-Dx3k9Q1a.js';
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Offerwell</title>
<script type="module" crossorigin src="${MAIN}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(tmpdir(), 'offerwell-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  // A real minified bundle as the main chunk, precompressed the way `vite build` does (build/vite-precompress.ts).
  mainChunk = await readFile('node_modules/react-dom/cjs/react-dom-client.production.js');
  await writeFile(path.join(distDir, MAIN), mainChunk);
  await precompressFile(path.join(distDir, MAIN), mainChunk);
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await precompressFile(path.join(distDir, 'index.html'), Buffer.from(INDEX_HTML));
  app = createApp(testDeps(database.db, { distDir }));
});
afterAll(async () => {
  await database.drop();
  await rm(distDir, { recursive: true, force: true });
});

describe('static assets', () => {
  it('answers a brotli request for the main chunk with brotli, a fraction of the size, cached for a year', async () => {
    const res = await app.request(MAIN, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(mainChunk.length / 4);
    expect(brotliDecompressSync(body).equals(mainChunk)).toBe(true);
  });

  it('sends gzip to a client without brotli, and the plain file (still Vary) to one without either', async () => {
    const gzipped = await app.request(MAIN, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).equals(mainChunk)).toBe(true);
    const plain = await app.request(MAIN);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(Buffer.from(await plain.arrayBuffer()).length).toBe(mainChunk.length);
  });

  it('serves the page for a client route with revalidation: no-cache, an ETag, then 304', async () => {
    const headers = { Accept: 'text/html', 'Accept-Encoding': 'br' };
    const page = await app.request('/consumer/auth/login', { headers });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(page.headers.get('Content-Encoding')).toBe('br');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    const tag = page.headers.get('ETag');
    expect(tag).toBeTruthy();
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(INDEX_HTML);
    const again = await app.request('/consumer/auth/login', { headers: { ...headers, 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 404 for an asset of another build instead of the page, and leaves API answers alone', async () => {
    const missing = await app.request('/assets/index-OLDBUILD.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-cache');
    const api = await app.request('/api/health');
    expect(api.headers.get('Cache-Control')).toBe('no-store');
  });
});
