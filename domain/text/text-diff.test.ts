import { describe, expect, it } from 'vitest';
import { textDiff } from './text-diff.ts';

describe('textDiff', () => {
  it('marks unchanged, modified, added and deleted lines', () => {
    const diff = textDiff('Rate 5.9%\nTerm 60\nFee 0', 'Rate 6.4%\nTerm 60\nBonus 100');
    expect(diff.map((line) => line.state)).toEqual(['modified', 'no change', 'modified']);
    expect(diff[0]).toEqual({ state: 'modified', before: 'Rate 5.9%', after: 'Rate 6.4%' });
    expect(textDiff('a\nb', 'a\nb\nc').map((line) => line.state)).toEqual(['no change', 'no change', 'added']);
    expect(textDiff('a\nb\nc', 'a\nc')).toEqual([
      { state: 'no change', before: 'a', after: 'a' },
      { state: 'deleted', before: 'b' },
      { state: 'no change', before: 'c', after: 'c' },
    ]);
    expect(textDiff('', '')).toEqual([]);
  });
});
