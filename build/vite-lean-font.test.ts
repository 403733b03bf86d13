import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { DROPPED_FEATURES, LATIN_RANGE, LATIN_WEIGHTS, subsetLatinFont } from './vite-lean-font.ts';

const source = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json')),
    'files/inter-latin-wght-normal.woff2',
  ),
);

/** A font's code points, weight axis and GSUB features, read by HarfBuzz from its TrueType form. */
function facts(truetype: Buffer) {
  const face = new hb.Face(new hb.Blob(new Uint8Array(truetype)));
  return {
    unicodes: new Set(face.collectUnicodes()),
    weight: face.getAxisInfos().wght,
    features: new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]),
  };
}

describe("Inter's Latin face, cut to what the app uses (issue 31 item 5)", () => {
  it('keeps every code point fontsource declares for it, the weights 400–800 and the features the app uses', async () => {
    // The whole face as TrueType, every character and feature kept: what the browser had before.
    const whole = facts(await subsetFont(source, String.fromCodePoint(...range()), { targetFormat: 'truetype' }));
    const lean = facts(await subsetLatinFont(source, 'truetype'));
    for (const unicode of whole.unicodes) expect(lean.unicodes.has(unicode), `U+${unicode.toString(16)}`).toBe(true);
    expect(lean.weight).toMatchObject({ min: LATIN_WEIGHTS.min, max: LATIN_WEIGHTS.max });
    expect(whole.weight).toMatchObject({ min: 100, max: 900 });
    // Every feature the face had, but the fraction forms and proportional figures nothing asks for.
    const kept = [...whole.features].filter((feature) => !DROPPED_FEATURES.includes(feature as never));
    expect(kept).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']));
    for (const feature of kept) expect(lean.features.has(feature), feature).toBe(true);
    for (const feature of DROPPED_FEATURES) expect(lean.features.has(feature), feature).toBe(false);
  });

  it('is much smaller than the face it replaces, as the browser downloads it (WOFF2)', async () => {
    const lean = await subsetLatinFont(source);
    expect(lean.byteLength).toBeLessThan(source.byteLength * 0.7);
  });
});

function range(): number[] {
  return LATIN_RANGE.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)).filter(
    (code) => code >= 0x20,
  );
}
