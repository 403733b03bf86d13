/**
 * A console file's messages file, as the console codemods (tools/console-values-codemod.ts,
 * tools/console-rendered-codemod.ts) write it: `<area>/messages/<file path>.ts`, one `messagesOf` call, a message
 * reusing the key of one that already says the same.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { areaOf, camel, keyOf } from './message-names.ts';

const repo = join(import.meta.dirname, '..');

export interface MessagesFile {
  path: string;
  exportName: string;
  prefix: string;
  /** The keys already there, with their English. */
  keys: Map<string, string>;
  added: Map<string, string>;
}

export function messagesFileOf(file: string): MessagesFile {
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
export function keyFor(messages: MessagesFile, english: string): string {
  const quoted = `'${english.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const all = new Map([...messages.keys, ...messages.added]);
  for (const [key, existing] of all) if (existing === quoted || existing === JSON.stringify(english)) return key;
  const base = keyOf(english);
  let key = base;
  for (let n = 2; all.has(key); n++) key = `${base}${n}`;
  messages.added.set(key, quoted);
  return key;
}

export function writeMessages(file: string, messages: MessagesFile): void {
  const lines = [...messages.added].map(([key, english]) => `  ${key}: ${english},`).join('\n');
  const full = join(repo, messages.path);
  if (existsSync(full)) {
    const text = readFileSync(full, 'utf8');
    // The texts object closes with `});`, or `},\n);` where the call was too long for one line.
    const end = Math.max(text.lastIndexOf('\n});'), text.lastIndexOf('\n  },\n);'));
    if (end < 0) throw new Error(`${messages.path}: no messagesOf object to add to`);
    const indent = text.slice(end).startsWith('\n  },') ? '  ' : '';
    const indented = lines.replace(/^/gm, indent);
    writeFileSync(full, `${text.slice(0, end)}\n${indented}${text.slice(end)}`);
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
export function messagesName(
  source: string,
  file: string,
  messages: MessagesFile,
): { name: string; importText: string } {
  const existing = new RegExp(`import \\{ ${messages.exportName} as (\\w+) \\}`).exec(source);
  if (existing) return { name: existing[1] as string, importText: '' };
  let path = relative(dirname(file), messages.path);
  if (!path.startsWith('.')) path = `./${path}`;
  const name = /\bm\b/.test(source.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')) ? 'words' : 'm';
  return { name, importText: `import { ${messages.exportName} as ${name} } from '${path}';\n` };
}
