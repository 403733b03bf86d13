import { readFile, writeFile } from 'node:fs/promises';
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';

/**
 * A source map cut down to what a stack trace needs: on each generated line, one mapping where the source line
 * changes, instead of one per expression. Node parses the server bundle's map into an object per mapping when
 * source maps are on and keeps them for the life of the process: a fifth of a fresh server's memory before this
 * (decision 0799); three in ten of its mappings remain. A trace still names each frame's source file and line; its
 * column becomes that of the line's first mapped code.
 */
export function lineMappings(mappings: string): string {
  return encode(
    decode(mappings).map((segments) => {
      const kept: SourceMapSegment[] = [];
      let previous: SourceMapSegment | undefined;
      for (const segment of segments) {
        // A one-field segment maps generated code to no source: a trace has nothing to say of it.
        if (segment.length === 1) continue;
        if (previous && previous[1] === segment[1] && previous[2] === segment[2]) continue;
        kept.push(segment);
        previous = segment;
      }
      return kept;
    }),
  );
}

/** Rewrites the source map file at `file` with its mappings cut to lines (lineMappings). */
export async function thinSourceMap(file: string): Promise<void> {
  const map = JSON.parse(await readFile(file, 'utf8')) as { mappings: string };
  map.mappings = lineMappings(map.mappings);
  await writeFile(file, JSON.stringify(map));
}
