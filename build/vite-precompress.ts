import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text formats worth compressing; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * How hard to compress: brotli 5 and gzip 6 take ~1 CPU-s for the whole build where brotli 11 takes ~13, for ~9%
 * more bytes (decision 0562).
 */
export type Level = 'fast' | 'max';
const LEVELS = {
  fast: { brotli: 5, gzip: 6 },
  max: { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 },
} as const;

/**
 * OFFERWELL_PRECOMPRESS: `fast` for the fast level; `later` writes nothing, and whoever serves the build compresses
 * it (`npm start` does, once it is listening: precompressMissing, decision 0804); otherwise the maximum.
 */
const MODE = process.env.OFFERWELL_PRECOMPRESS;
const BUILD_LEVEL: Level = MODE === 'fast' ? 'fast' : 'max';

/**
 * Writes `<file>.br` and `<file>.gz` for `content` (the bytes of `file`) unless it is too small to gain. Each is
 * written under another name and renamed into place: a server may be sending the build while this runs.
 */
export async function precompressFile(file: string, content: Buffer, level: Level = BUILD_LEVEL): Promise<void> {
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: LEVELS[level].gzip }),
  ]);
  const written = async (target: string, bytes: Buffer) => {
    await writeFile(`${target}.partial`, bytes);
    await rename(`${target}.partial`, target);
  };
  await Promise.all([written(`${file}.br`, br), written(`${file}.gz`, gz)]);
}

/** Written by precompressMissing once `dir` is done; a new build empties dist/ and so removes it. */
const DONE_MARKER = '.precompressed';

/**
 * Compresses every compressible file under `dir` that has no `.br` beside it yet (a build made with
 * OFFERWELL_PRECOMPRESS=later, or a start stopped before it finished), one file at a time so a server serving
 * meanwhile keeps a core. Returns how many files it compressed. Once done it leaves a marker, so a restart does not
 * read the build's ~100 files too small to compress again.
 */
export async function precompressMissing(dir: string, level: Level): Promise<number> {
  if (existsSync(path.join(dir, DONE_MARKER))) return 0;
  const files = new Set(await readdir(dir, { recursive: true }));
  const missing = [...files].filter((file) => COMPRESSIBLE.test(file) && !files.has(`${file}.br`));
  let compressed = 0;
  for (const file of missing) {
    const content = await readFile(path.join(dir, file));
    if (content.length < MIN_BYTES) continue;
    await precompressFile(path.join(dir, file), content, level);
    compressed += 1;
  }
  await writeFile(path.join(dir, DONE_MARKER), '');
  return compressed;
}

/**
 * Writes `<file>.br` (quality 11; 5 at the fast level) and `<file>.gz` (level 9; 6) beside every compressible file of
 * the build, so the server sends precompressed bytes with no per-request CPU (server/http/static-assets.ts picks them
 * by Accept-Encoding). node:zlib rather than vite-plugin-compression2: it is not installed, and these 40 lines do all
 * we need (docs/decisions/0310-precompressed-static-files-item-21a.md, issue 17).
 */
export function precompress(): Plugin {
  return {
    name: 'offerwell-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (MODE === 'later') return;
      const outDir = options.dir ?? 'dist';
      const jobs = Object.values(bundle)
        .filter((output) => COMPRESSIBLE.test(output.fileName))
        .map((output) =>
          precompressFile(
            path.join(outDir, output.fileName),
            Buffer.from(output.type === 'chunk' ? output.code : output.source),
          ),
        );
      await Promise.all(jobs);
    },
  };
}

/**
 * Preloads the one font file every page paints its text with (Inter, Latin subset): without it the browser finds it
 * only after the scripts ran and the styles asked for it, and the largest text paints again late (Lighthouse's LCP).
 */
export function preloadFont(file: RegExp): Plugin {
  return {
    name: 'offerwell-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) => file.test(name));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
