import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';

/** The module the browser build serves for FormatJS's parser, and whose `precompiled` the compiled literals call. */
export const PRECOMPILED_PARSE = path.resolve(import.meta.dirname, '../ui/intl/precompiled-parse.ts');

/**
 * Text that needs FormatJS's parser: the browser's `parse` reads anything else as one literal, so every message with
 * such text must arrive compiled. The same expression as ui/intl/precompiled-parse.ts's ICU_SYNTAX (a build helper
 * imports no app module; the test holds them equal).
 */
export const ICU_SYNTAX = /[{}<>]|''/;

/** The helpers that turn an object of texts into messages (ui/intl/define-messages.ts, label-messages.ts). */
const MESSAGE_TABLES = new Set(['messagesOf', 'labelMessages']);
/**
 * A catalogue's key: a message id ('consumer.shell.greeting', 'consumer.prescreen.2026-11.short'), as the Spanish
 * catalogue spells its entries.
 */
const ID = String.raw`[a-z]\w*(\.[\w-]+)+`;
const MESSAGE_ID = new RegExp(`^${ID}$`);
/** A cheap look before parsing a module: does it hold anything that could be a message? */
const MAY_HOLD_MESSAGES = new RegExp(
  ['defaultMessage', ...[...MESSAGE_TABLES].map((name) => `${name}\\(`), String.raw`['"]${ID}['"]\s*:`].join('|'),
);
/** And a string on one line with ICU syntax in it (a message without any needs no compiling). */
const MAY_HOLD_SYNTAX = /(['"`])[^'"`\n]*?([{}<>]|'')/;

type Node = ESTree.Node;

/** A string literal's text: a quoted string or a template without expressions; undefined for anything else. */
function textOf(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** A property's name when it is written as a plain name or a string, not computed. */
function keyOf({ computed, key }: Pick<ESTree.ObjectProperty, 'computed' | 'key'>): string | undefined {
  if (computed) return undefined;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

export interface CompiledModule {
  readonly code: string;
  readonly map: ReturnType<MagicString['generateMap']>;
  /** The message texts the module now carries compiled. */
  readonly messages: readonly string[];
}

/**
 * Compiles the messages a module writes as literals: each text with ICU syntax in a message position — a
 * `defaultMessage`, a value of a `messagesOf`/`labelMessages` table, a catalogue entry keyed by a message id — becomes
 * `precompiled(text, ast)`, its syntax tree parsed here by FormatJS's own parser. Undefined when there is none.
 */
export function compileMessageLiterals(code: string, id: string): CompiledModule | undefined {
  if (!MAY_HOLD_MESSAGES.test(code) || !MAY_HOLD_SYNTAX.test(code)) return undefined;
  const { program, errors } = parseSync(id, code);
  // A module the build cannot read would fail the build anyway; here it would only leave its messages uncompiled.
  if (errors.length > 0) throw new Error(`${id}: cannot read it to compile its messages: ${errors[0]?.message}`);
  // By position: a table's value is seen as a property and as a `messagesOf` argument.
  const literals = new Map<number, { node: Node; text: string }>();
  const consider = (node: Node) => {
    const text = textOf(node);
    if (text !== undefined && ICU_SYNTAX.test(text)) literals.set(node.start, { node, text });
  };
  new Visitor({
    Property(property) {
      if (property.type !== 'Property' || property.kind !== 'init') return;
      const key = keyOf(property);
      if (key === 'defaultMessage' || (key !== undefined && MESSAGE_ID.test(key))) consider(property.value);
    },
    CallExpression(call) {
      const table = call.arguments[1];
      if (call.callee.type !== 'Identifier' || !MESSAGE_TABLES.has(call.callee.name)) return;
      if (table?.type !== 'ObjectExpression') return;
      for (const property of table.properties) if (property.type === 'Property') consider(property.value);
    },
  }).visit(program);
  if (literals.size === 0) return undefined;

  const output = new MagicString(code);
  const messages: string[] = [];
  for (const { node, text } of literals.values()) {
    let ast: unknown;
    try {
      ast = parseIcu(text);
    } catch (error) {
      throw new Error(`${id}: the message ${JSON.stringify(text)} is not valid ICU: ${(error as Error).message}`);
    }
    output.update(node.start, node.end, `__owPrecompiled(${code.slice(node.start, node.end)}, ${JSON.stringify(ast)})`);
    messages.push(text);
  }
  output.prepend(`import { precompiled as __owPrecompiled } from ${JSON.stringify(PRECOMPILED_PARSE)};\n`);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }), messages };
}

/**
 * The browser build formats messages without FormatJS's ICU parser (~7 KB gzip of the consumer's entry, and no
 * message parsed on the phone): every message literal with ICU syntax arrives compiled, FormatJS's parser module is
 * served ui/intl/precompiled-parse.ts, and plain text needs no parsing (issue 31 item 5, decision 0805). The dev
 * server, the tests and the server keep the parser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'offerwell-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@formatjs\/icu-messageformat-parser$/ },
      handler(_source, importer) {
        return importer && /[\\/]node_modules[\\/]/.test(importer) ? PRECOMPILED_PARSE : null;
      },
    },
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        const compiled = compileMessageLiterals(code, id);
        return compiled ? { code: compiled.code, map: compiled.map } : null;
      },
    },
  };
}
