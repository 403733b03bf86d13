import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxLiterals } from '../tests/i18n/jsx-literals.ts';
import { CONSOLE_FOLDERS, sourceFilesOf } from '../tests/i18n/source-files.ts';

/**
 * The consoles take every word from their catalogue (issue 32 item 8, decision 0780): a JSX text with a letter in it,
 * or a read attribute (aria-label, title, label, …) given a literal, in any of these files fails, naming the file and
 * the text. The consumer's files have their own list (features/consumer/i18n/no-jsx-literals.test.ts).
 */
const CONSOLE_PATHS = [
  ...CONSOLE_FOLDERS,
  'app/console-routes.tsx',
  'app/console-intl.tsx',
  'app/router.tsx',
  'app/root-route.tsx',
  'ui/access-denied.tsx',
  'ui/app-shell.tsx',
  'ui/file-drop.tsx',
  'ui/load-failure.tsx',
  'ui/not-available-yet.tsx',
  'ui/session-overview.tsx',
];

const root = join(import.meta.dirname, '..');

const filesOf = (path: string) => sourceFilesOf(root, path, /\.tsx$/);

describe('the consoles take every word from their catalogue', () => {
  it('finds the literals it is looking for', () => {
    expect(jsxLiterals('const a = <p>Hello <b>{name}</b></p>;')).toEqual(['Hello']);
    expect(jsxLiterals('const a = <Button aria-label="Close">{t(m.x)}</Button>;')).toEqual(['aria-label="Close"']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    const template = 'label={`Edit ${name}`}';
    expect(jsxLiterals(`const a = <Box ${template}>{t(m.y)}</Box>;`)).toEqual([template]);
    // Marks that are not words (·, —, %, →) are not text to translate.
    expect(jsxLiterals("const a = <p>{t(m.x)} · {n}% — {' '}→</p>;")).toEqual([]);
  });

  const files = CONSOLE_PATHS.flatMap(filesOf);
  it('looks at the console files', () => expect(files.length).toBeGreaterThan(200));

  for (const path of files) {
    it(path, () => {
      expect(jsxLiterals(readFileSync(join(root, path), 'utf8'), path)).toEqual([]);
    });
  }
});
