/**
 * One-off codemod (issue 32 item 8, decision 0781) that moved the consoles' words held in TS values into their
 * catalogue, beside what tools/console-intl-codemod.ts did for JSX; kept so another area can be converted the same
 * way, and its output was reviewed by hand. In each .ts/.tsx file under the paths given it finds what
 * tests/i18n/value-literals.ts flags:
 *  - a column's `header: 'Amount'` becomes `header: columnHeader(m.amount)` (kit/words.ts); a column whose id was
 *    its header (no accessor key, no id) is given `id: 'Amount'`, so sorting and ids do not change;
 *  - a toast text (`{ pending: 'Saving…', success: 'Saved', error: 'Could not save' }`) becomes `m.saving`;
 *  - a toaster's `title: '…'` becomes `title: intl.formatMessage(m.key)` — printed for a person when no `intl` is
 *    in scope.
 * The words go to the file's messages file (`<area>/messages/<file path>.ts`, appended to its `messagesOf` call or
 * a new one), ids `<area>.<file>.<key>`.
 *
 *   npx tsx tools/console-values-codemod.ts features/admin …
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFilesOf } from '../tests/i18n/source-files.ts';
import { type ValueLiteral, valueLiterals } from '../tests/i18n/value-literals.ts';
import { areaOf, camel, keyOf } from './message-names.ts';

const repo = join(import.meta.dirname, '..');

interface MessagesFile {
  path: string;
  exportName: string;
  prefix: string;
  /** The keys already there, with their English. */
  keys: Map<string, string>;
  added: Map<string, string>;
}

function messagesFileOf(file: string): MessagesFile {
  const area = areaOf(file);
  const stem = relative(dirname(area.dir), file)
    .replace(/\.tsx?$/, '')
    .replace(/[/.]/g, '-');
  const group = camel(stem.split('-'));
  const path = join(area.dir, `${stem}.ts`);
  const keys = new Map<string, string>();
  let prefix = `${area.namespace}.${group}`;
  if (existsSync(join(repo, path))) {
    const text = readFileSync(join(repo, path), 'utf8');
    prefix = /messagesOf\('([^']+)'/.exec(text)?.[1] ?? prefix;
    for (const [, key, english] of text.matchAll(/^ {2}(\w+): ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"),?$/gm))
      keys.set(key as string, english as string);
  }
  return { path, exportName: `${group}Messages`, prefix, keys, added: new Map() };
}

/** The key of a message in the file, reusing one that already says the same. */
function keyFor(messages: MessagesFile, english: string): string {
  const quoted = `'${english.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const all = new Map([...messages.keys, ...messages.added]);
  for (const [key, existing] of all) if (existing === quoted || existing === JSON.stringify(english)) return key;
  const base = keyOf(english);
  let key = base;
  for (let n = 2; all.has(key); n++) key = `${base}${n}`;
  messages.added.set(key, quoted);
  return key;
}

function writeMessages(file: string, messages: MessagesFile): void {
  const lines = [...messages.added].map(([key, english]) => `  ${key}: ${english},`).join('\n');
  const full = join(repo, messages.path);
  if (existsSync(full)) {
    const text = readFileSync(full, 'utf8');
    const end = text.lastIndexOf('\n});');
    writeFileSync(full, `${text.slice(0, end)}\n${lines}${text.slice(end)}`);
    return;
  }
  mkdirSync(dirname(full), { recursive: true });
  const define = relative(dirname(messages.path), 'ui/intl/define-messages.ts');
  writeFileSync(
    full,
    `import { messagesOf } from '${define}';\n\n/** The words of ${file}. */\nexport const ${messages.exportName} = messagesOf('${messages.prefix}', {\n${lines}\n});\n`,
  );
}

/** The local name the file gives its messages, adding the import when it has none. */
function messagesName(source: string, file: string, messages: MessagesFile): { name: string; importText: string } {
  const existing = new RegExp(`import \\{ ${messages.exportName} as (\\w+) \\}`).exec(source);
  if (existing) return { name: existing[1] as string, importText: '' };
  let path = relative(dirname(file), messages.path);
  if (!path.startsWith('.')) path = `./${path}`;
  const name = /\bm\b/.test(source.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')) ? 'words' : 'm';
  return { name, importText: `import { ${messages.exportName} as ${name} } from '${path}';\n` };
}

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
    } else if (literal.kind === 'toast') edits.push({ start: literal.start, end: literal.end, text: ref });
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
