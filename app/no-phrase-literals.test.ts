import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phraseLiterals } from '../tests/i18n/phrase-literals.ts';
import { CONSOLE_FOLDERS, sourceFilesOf } from '../tests/i18n/source-files.ts';

/**
 * No phrase in console code outside a catalogue (issue 32 item 8): a string or template literal with two words in a
 * row anywhere in the consoles' folders, ui/ and app/ fails, naming the file, the line and the text — wherever the
 * words went, not only where the value and JSX guards look. A catalogue's definitions, thrown errors and the
 * allow-listed non-words (tests/i18n/phrase-literals.ts) are not looked at.
 */
const FOLDERS = [...CONSOLE_FOLDERS, 'ui', 'app'];

const root = join(import.meta.dirname, '..');

describe('console code holds no phrase outside its catalogue', () => {
  it('finds the phrases it is looking for and leaves the rest', () => {
    const source = [
      "const OUTCOMES = [['Won', 'won'], ['Not offered', 'x']];",
      "const submit = editing ? 'Save branch' : m.add;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const title = `Delete template ${t.name}?`;',
      "export const m = messagesOf('a.b', { save: 'Save branch' });",
      "throw new Error('useX must be used within a provider');",
      "console.error('Rendering crashed', error);",
      "const e = new TypeError('no such page');",
      "import x from './some module.ts';",
      "type Kind = 'two words';",
      "const code = 'LOAN_LEAD', path = '/fi/loan-leads', css = '1px solid';",
    ].join('\n');
    expect(phraseLiterals(source, 'a.ts')).toEqual([
      "1: 'Not offered'",
      "2: 'Save branch'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: as above
      '3: `Delete template ${t.name}?`',
    ]);
  });

  const files = FOLDERS.flatMap((path) => sourceFilesOf(root, path, /\.tsx?$/));
  it('looks at the console files', () => expect(files.length).toBeGreaterThan(300));

  for (const path of files) {
    it(path, () => {
      expect(phraseLiterals(readFileSync(join(root, path), 'utf8'), path)).toEqual([]);
    });
  }
});
