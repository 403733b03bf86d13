import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The console page-size report (issue 27: "a page of ~50 lines over the web kit"): each console page file's own
 * lines, so the kit's rule is measured rather than guessed. Run with `npm run report:pages`.
 */

/** The realms whose pages are console pages (the consumer's steps and the session screens are not). */
export const CONSOLE_REALMS = ['admin', 'lender', 'embedder'] as const;

/** A console page file: a `*-page.tsx` or `*-pages.tsx` component module under a console realm. */
export const isPageFile = (path: string): boolean => /-pages?\.tsx$/.test(path) && !/\.test\.tsx$/.test(path);

/**
 * A file's own lines: not blank, not a comment, not part of an import declaration. Imports and comments are left
 * out because they cost a reader nothing; what is left is what the screen itself says.
 */
export function ownLines(text: string, fileName = 'page.tsx'): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const skipped = new Set<number>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const first = source.getLineAndCharacterOfPosition(statement.getStart(source)).line;
    const last = source.getLineAndCharacterOfPosition(statement.end).line;
    for (let line = first; line <= last; line++) skipped.add(line);
  }
  let inBlock = false;
  let count = 0;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      return;
    }
    if (skipped.has(index) || line === '' || line.startsWith('//')) return;
    // A line that is only a comment: `/* … */`, `{/* … */}`, or the opening of a multi-line `/** …`.
    const opener = line.startsWith('/*') ? '/*' : line.startsWith('{/*') ? '{/*' : null;
    if (opener) {
      const close = line.indexOf('*/');
      if (close < 0) inBlock = true;
      else if (
        line
          .slice(close + 2)
          .replace(/^\}/, '')
          .trim() !== ''
      )
        count++; // code after the comment
      return;
    }
    count++;
  });
  return count;
}

export interface PageSize {
  readonly file: string;
  readonly lines: number;
}

/** Every console page file under `root`'s features/ with its own lines, largest first. */
export function measurePages(root: string): PageSize[] {
  const sizes: PageSize[] = [];
  for (const realm of CONSOLE_REALMS) {
    const dir = join(root, 'features', realm);
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const path = join(dir, entry);
      if (!isPageFile(path)) continue;
      sizes.push({ file: relative(root, path), lines: ownLines(readFileSync(path, 'utf8'), path) });
    }
  }
  return sizes.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

/** The nearest-rank percentile (p in 0..100) of already sorted ascending values. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(Math.max(rank, 1), sortedAscending.length) - 1] ?? 0;
}

export interface PageSizeSummary {
  readonly files: number;
  readonly median: number;
  readonly p90: number;
  readonly max: number;
  readonly over50: number;
  readonly largest: readonly PageSize[];
}

export function summarize(sizes: readonly PageSize[], rule = 50, top = 10): PageSizeSummary {
  const ascending = sizes.map((size) => size.lines).sort((a, b) => a - b);
  const largest = [...sizes].sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  return {
    files: sizes.length,
    median: percentile(ascending, 50),
    p90: percentile(ascending, 90),
    max: ascending.at(-1) ?? 0,
    over50: ascending.filter((lines) => lines > rule).length,
    largest: largest.slice(0, top),
  };
}

export function renderReport(summary: PageSizeSummary): string {
  return [
    `Console page files: ${summary.files} (features/{${CONSOLE_REALMS.join(',')}}/**/*-page(s).tsx)`,
    `Own lines (not blank, comment or import): median ${summary.median}, p90 ${summary.p90}, max ${summary.max}`,
    `Over ~50 lines: ${summary.over50} of ${summary.files}`,
    '',
    'Largest:',
    ...summary.largest.map((size) => `  ${String(size.lines).padStart(4)}  ${size.file}`),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  console.log(renderReport(summarize(measurePages(root))));
}
