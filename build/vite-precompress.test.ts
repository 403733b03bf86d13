import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressMissing } from './vite-precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offerwell-precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressMissing (what `npm start` compresses once it is listening)', () => {
  it('writes .br and .gz for each compressible file without them, and nothing for the rest', async () => {
    const chunk = Buffer.from('export const offer = "Pre-approved auto loan";\n'.repeat(200));
    await writeFile(path.join(dir, 'index.html'), `<html>${'<p>Offerwell</p>'.repeat(100)}</html>`);
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'main-abc.js'), chunk);
    await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'export{}');
    await writeFile(path.join(dir, 'assets', 'main-abc.js.map'), chunk);
    await writeFile(path.join(dir, 'assets', 'done-abc.js'), chunk);
    await writeFile(path.join(dir, 'assets', 'done-abc.js.br'), 'kept');

    expect(await precompressMissing(dir, 'fast')).toBe(2);

    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets', 'main-abc.js.br')))).toEqual(chunk);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'main-abc.js.gz')))).toEqual(chunk);
    expect((await stat(path.join(dir, 'index.html.br'))).size).toBeGreaterThan(0);
    expect(await readFile(path.join(dir, 'assets', 'done-abc.js.br'), 'utf8')).toBe('kept');
    const written = await readdir(dir, { recursive: true });
    expect(written.filter((file) => /tiny-abc\.js\.|\.map\.|\.partial$/.test(file))).toEqual([]);
    // A second start finds nothing left to do.
    expect(await precompressMissing(dir, 'fast')).toBe(0);
  });
});
