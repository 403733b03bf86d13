import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phraseLiterals } from '../tests/i18n/phrase-literals.ts';
import { CONSOLE_FOLDERS, sourceFilesOf } from '../tests/i18n/source-files.ts';

/**
 * Lists the phrase literals the no-phrase guard (app/no-phrase-literals.test.ts) fails on, as `path:line: text`:
 * `npx tsx tools/list-phrases.ts [folder…]` (default: the folders the guard reads).
 */
const root = join(import.meta.dirname, '..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : [...CONSOLE_FOLDERS, 'ui', 'app'];
let n = 0;
for (const path of folders.flatMap((p) => sourceFilesOf(root, p, /\.tsx?$/)))
  for (const hit of phraseLiterals(readFileSync(join(root, path), 'utf8'), path)) {
    n++;
    console.log(`${path}:${hit}`);
  }
console.error(`${n} phrases`);
