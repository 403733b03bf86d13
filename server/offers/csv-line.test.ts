import { describe, expect, it } from 'vitest';
import { splitCsvLine } from './csv-line.ts';

describe('splitCsvLine', () => {
  it('splits on commas, keeps quoted commas and doubled quotes, and empty cells', () => {
    expect(splitCsvLine('a,"b, c","say ""hi""",,d')).toEqual(['a', 'b, c', 'say "hi"', '', 'd']);
  });
  it('never guesses another delimiter', () => {
    expect(splitCsvLine('a;b,c')).toEqual(['a;b', 'c']);
  });
  it('an empty line is one empty cell', () => {
    expect(splitCsvLine('')).toEqual(['']);
  });
});
