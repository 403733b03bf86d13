/**
 * One-off codemod (issue 32 item 8, decision 0781) that moved the consoles' words held in TS values into their
 * catalogue, beside what tools/console-intl-codemod.ts did for JSX; kept so another area can be converted the same
 * way, and its output was reviewed by hand. In each .ts/.tsx file under the paths given it finds what
 * tests/i18n/value-literals.ts flags:
 *  - a column's `header: 'Amount'` becomes `header: columnHeader(m.amount)` (kit/words.ts); a column whose id was
 *    its header (no accessor key, no id) is given `id: 'Amount'`, so sorting and ids do not change;
 *  - a toast text (`{ pending: 'Saving…', success: 'Saved', error: 'Could not save' }`) becomes `m.saving`;
 *  - a form field's or a select option's `label: 'Name'` becomes `label: m.name` (kit/words.ts `Words`);
 *  - a toaster's `title: '…'` becomes `title: intl.formatMessage(m.key)` — printed for a person when no `intl` is
 *    in scope.
 * The words go to the file's messages file (`<area>/messages/<file path>.ts`, appended to its `messagesOf` call or
 * a new one), ids `<area>.<file>.<key>`.
 *
 *   npx tsx tools/console-values-codemod.ts features/admin …
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFilesOf } from '../tests/i18n/source-files.ts';
import { type ValueLiteral, valueLiterals } from '../tests/i18n/value-literals.ts';
import { keyFor, messagesFileOf, messagesName, writeMessages } from './messages-file.ts';

const repo = join(import.meta.dirname, '..');

function kitImport(file: string, source: string): string {
  if (/\bcolumnHeader\b/.test(source) && /import \{[^}]*\bcolumnHeader\b/.test(source)) return '';
  let path = relative(dirname(file), 'kit/words.ts');
  if (!path.startsWith('.')) path = `./${path}`;
  return `import { columnHeader } from '${path}';\n`;
}

function convert(file: string): number {
  const source = readFileSync(join(repo, file), 'utf8');
  const found: ValueLiteral[] = valueLiterals(source, file);
  if (found.length === 0) return 0;
  const messages = messagesFileOf(file);
  const { name, importText } = messagesName(source, file, messages);
  const edits: { start: number; end: number; text: string }[] = [];
  let headers = false;
  for (const literal of found) {
    // A template, or a text ICU would read as a placeholder: a person words it as a message with values.
    if (literal.template || /[{}]/.test(literal.english)) {
      console.log(`${file}: by hand: ${literal.kind} ${literal.text}`);
      continue;
    }
    const ref = `${name}.${keyFor(messages, literal.english)}`;
    if (literal.kind === 'header') {
      headers = true;
      edits.push({ start: literal.start, end: literal.end, text: `columnHeader(${ref})` });
      if (literal.needsId)
        edits.push({ start: literal.propertyStart, end: literal.propertyStart, text: `id: ${literal.text}, ` });
    } else if (literal.kind !== 'toaster') edits.push({ start: literal.start, end: literal.end, text: ref });
    else edits.push({ start: literal.start, end: literal.end, text: `intl.formatMessage(${ref})` });
  }
  if (messages.added.size === 0 && edits.length === 0) return 0;
  if (messages.added.size) writeMessages(file, messages);
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const at = sf.statements.find(ts.isImportDeclaration)?.getStart() ?? 0;
  const imports = (edits.length ? importText : '') + (headers ? kitImport(file, source) : '');
  edits.push({ start: at, end: at, text: imports });
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(join(repo, file), out);
  return edits.length - 1;
}

const filesOf = (path: string) => sourceFilesOf(repo, path, /\.tsx?$/);

let total = 0;
for (const file of process.argv.slice(2).flatMap(filesOf)) total += convert(file);
console.log(`${total} values converted`);
