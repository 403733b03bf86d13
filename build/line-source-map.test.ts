import { decode, encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { lineMappings } from './line-source-map.ts';

describe('lineMappings', () => {
  it('keeps, on each generated line, the first mapping of each run of the same source line', () => {
    // [generated column, source, source line, source column(, name)]
    const mappings = encode([
      [[0, 0, 4, 2], [6, 0, 4, 9], [12, 0, 4, 15, 0], [20, 0, 5, 2], [25], [30, 1, 5, 0]],
      [],
      [
        [2, 0, 7, 0],
        [8, 0, 4, 1],
      ],
    ]);
    expect(decode(lineMappings(mappings))).toEqual([
      [
        [0, 0, 4, 2],
        [20, 0, 5, 2],
        [30, 1, 5, 0],
      ],
      [],
      [
        [2, 0, 7, 0],
        [8, 0, 4, 1],
      ],
    ]);
  });
});
