/**
 * How the console codemods (tools/console-intl-codemod.ts for JSX, tools/console-values-codemod.ts for toasts and
 * column headers) name a file's messages: its messages folder, its ids' namespace, a message's key.
 */

/** Where a file's messages go, and the namespace of their ids. */
export function areaOf(file: string): { dir: string; namespace: string } {
  const realm = /^features\/(admin|lender|embedder)\//.exec(file)?.[1];
  if (realm) return { dir: `features/${realm}/messages`, namespace: realm };
  if (file.startsWith('kit/')) return { dir: 'kit/messages', namespace: 'kit' };
  const shared = /^features\/(session|charts|general)\//.exec(file)?.[1];
  if (shared) return { dir: `features/${shared}/messages`, namespace: 'console' };
  return { dir: `${file.split('/')[0]}/messages`, namespace: 'console' };
}

export const camel = (words: readonly string[]) =>
  words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');

/** A message's key: its first five words in camel case, placeholders left out. */
export function keyOf(message: string): string {
  const words = message
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  const key = camel(words).replace(/^(\d)/, 'n$1');
  return key === '' ? 'text' : key;
}
