import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The fontsource face every page paints its text with: Inter, Latin subset, the weight axis whole (100–900). */
const LATIN_FILE = 'inter-latin-wght-normal.woff2';

/** The weights the app's styles ask for (`fontWeight` 400 to 800: normal, medium, semibold, bold, extrabold). */
export const LATIN_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * The OpenType features kept: those of fontsource's face that a browser applies to the app's text (kerning,
 * contextual alternates, composition, marks, localized forms) and tabular figures (`tabular-nums`). Left out: the
 * fraction forms (`frac`, `numr`, `dnom`) and `pnum`, which nothing asks for. The face has no stylistic sets or
 * character variants (the theme's `cv11`/`ss01` find none in it).
 */
export const LATIN_FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'] as const;

/** The face's features the subset leaves out (see LATIN_FEATURES). */
export const DROPPED_FEATURES = ['frac', 'numr', 'dnom', 'pnum'] as const;

/** The code points fontsource's Latin face declares (its `unicode-range`), every one of which the subset keeps. */
export const LATIN_RANGE: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const latinText = () =>
  LATIN_RANGE.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .filter((char) => char >= ' ')
    .join('');

/** Inter's Latin face cut to the weights and features the app uses (HarfBuzz's hb-subset, through subset-font). */
export function subsetLatinFont(source: Buffer, format: 'woff2' | 'truetype' = 'woff2'): Promise<Buffer> {
  return subsetFont(source, latinText(), {
    targetFormat: format,
    variationAxes: { wght: LATIN_WEIGHTS },
    keepFeatures: [...LATIN_FEATURES],
  });
}

/**
 * The Latin face of @fontsource-variable/inter served cut down: 48.3 KB → ~27 KB. It is the one font file every page
 * needs for its first paint, preloaded beside the scripts (vite-precompress.ts `preloadFont`), so its bytes count in
 * the first paint's download (issue 31 item 5). The subset is written once per source and options under
 * node_modules/.cache and fontsource's CSS points at it, so Vite names and emits it like any asset (its hash is the
 * subset's). The face keeps its declared `font-weight: 100 900`: the font's own axis holds a weight asked for outside
 * 400–800 at the nearest end, while the face declared 400–800 was not used at all by chromium (the text fell back to
 * the system font; a browser probe of document.fonts showed it never loaded). The other faces (Cyrillic, Greek, Latin
 * Extended…) stay as they are: a browser fetches them only for text that needs them.
 */
export function leanFont(): Plugin {
  let subsetPath: Promise<string> | undefined;
  const subsetOf = async (source: string): Promise<string> => {
    const bytes = await readFile(source);
    const key = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify([LATIN_WEIGHTS, LATIN_FEATURES, LATIN_RANGE]))
      .digest('hex')
      .slice(0, 16);
    const dir = path.resolve('node_modules/.cache/offerwell-font', key);
    const target = path.join(dir, LATIN_FILE);
    const cached = await readFile(target).catch(() => undefined);
    if (!cached) {
      await mkdir(dir, { recursive: true });
      await writeFile(target, await subsetLatinFont(bytes));
    }
    return target;
  };
  return {
    name: 'offerwell-lean-font',
    enforce: 'pre',
    async transform(code, id) {
      if (!/@fontsource-variable[\\/]inter[\\/]index\.css$/.test(id.split('?')[0] ?? '')) return undefined;
      const source = path.join(path.dirname(id.split('?')[0] ?? ''), 'files', LATIN_FILE);
      subsetPath ??= subsetOf(source);
      const subset = (await subsetPath).split(path.sep).join('/');
      const face = /@font-face\s*{[^}]*url\(\.\/files\/inter-latin-wght-normal\.woff2\)[^}]*}/.exec(code);
      if (!face) throw new Error(`leanFont: no Latin face in ${id}`);
      const lean = face[0].replace('url(./files/inter-latin-wght-normal.woff2)', `url(${subset})`);
      return { code: code.replace(face[0], lean), map: null };
    },
  };
}
