import { writeFile } from 'node:fs/promises';
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
 * `npm start`'s build sets OFFERWELL_PRECOMPRESS=fast: brotli 5 and gzip 6 take ~0.3 s for the whole build where
 * brotli 11 takes ~13 CPU-seconds, for ~9% more bytes (decision 0562); every other build compresses at the maximum.
 */
const FAST = process.env.OFFERWELL_PRECOMPRESS === 'fast';
const BROTLI_QUALITY = FAST ? 5 : constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = FAST ? 6 : 9;

/** Writes `<file>.br` and `<file>.gz` for `content` (the bytes of `file`) unless it is too small to gain. */
export async function precompressFile(file: string, content: Buffer): Promise<void> {
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: GZIP_LEVEL }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `<file>.br` (quality 11; 5 in a start's build) and `<file>.gz` (level 9; 6) beside every compressible file of the build, so the
 * server sends precompressed bytes with no per-request CPU (server/http/static-assets.ts picks them by
 * Accept-Encoding). node:zlib rather than vite-plugin-compression2: it is not installed, and these 40 lines do all
 * we need (docs/decisions/0310-precompressed-static-files-item-21a.md, issue 17).
 */
export function precompress(): Plugin {
  return {
    name: 'offerwell-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
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
