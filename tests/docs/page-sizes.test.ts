import { describe, expect, it } from 'vitest';
import { isPageFile, ownLines, percentile, summarize } from './page-sizes.ts';

describe('the page-size report', () => {
  it('counts a page file’s own lines: not blank, comment or import lines', () => {
    const text = [
      "import { Stack } from '@chakra-ui/react';",
      'import {',
      '  PagedTable,',
      "} from '../../kit/paged-table.tsx';",
      '',
      '// why this page exists',
      '/**',
      ' * A doc comment.',
      ' */',
      'export function Page() {',
      '  return (',
      '    <Stack>',
      '      {/* a JSX comment */}',
      '      <PagedTable /> {/* trailing comment keeps its code line */}',
      '    </Stack>',
      '  );',
      '}',
    ].join('\n');
    expect(ownLines(text)).toBe(7);
  });

  it('keeps a line that has code after a one-line comment', () => {
    expect(ownLines('/* note */ const a = 1;\n')).toBe(1);
    expect(ownLines('/* note */\n')).toBe(0);
  });

  it('takes page components only', () => {
    expect(isPageFile('features/lender/branches/branches-page.tsx')).toBe(true);
    expect(isPageFile('features/admin/campaigns/campaign-figures-pages.tsx')).toBe(true);
    expect(isPageFile('features/lender/lender-pages.ts')).toBe(false);
    expect(isPageFile('features/lender/branches/branches-page.test.tsx')).toBe(false);
  });

  it('summarizes median, p90 and max by nearest rank', () => {
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    const sizes = Array.from({ length: 10 }, (_, n) => ({ file: `p${n}.tsx`, lines: (n + 1) * 10 }));
    const summary = summarize(sizes, 50, 3);
    expect(summary).toMatchObject({ files: 10, median: 50, p90: 90, max: 100, over50: 5 });
    expect(summary.largest.map((size) => size.file)).toEqual(['p9.tsx', 'p8.tsx', 'p7.tsx']);
  });
});
