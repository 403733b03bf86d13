/**
 * One-off codemod (issue 32 item 8, decision 0780) that moved the consoles' words into message catalogues; kept so
 * another area can be converted the same way, and its output was reviewed by hand. For each .tsx file under the
 * paths given it finds what the JSX-literal test flags (tests/i18n/jsx-literals.ts) and:
 *  - a run of JSX text and plain values (`Showing {count} of {total}`) becomes one ICU message with placeholders
 *    (`Showing {count} of {total}`), rendered `{t(m.key, { count, total })}`; a value that holds JSX ends the run;
 *  - a read attribute's literal (`aria-label="Close"`, `title={`Edit ${name}`}`) becomes `{t(m.key, …)}`;
 *  - the message is the text exactly as React renders it (JSX whitespace folded, entities decoded), its edge spaces
 *    kept in the JSX as `{' '}`, so the page shows the same characters;
 *  - `t` comes from a `useIntl()` added at the top of the enclosing component (a function named with a capital) or
 *    hook (`use…`); text outside any becomes `<FormattedMessage {...m.key} values={…} />`; an attribute outside any
 *    is printed for a person to place.
 * The words go to `<area>/messages/<file path>.ts` (defineMessages), ids `<area>.<file>.<key>`; the catalogue
 * (app/console-catalogue.ts) finds those files itself.
 *
 *   npx tsx tools/console-intl-codemod.ts features/admin …
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { isReadAttributeLiteral, jsxTextAsRendered } from '../tests/i18n/jsx-literals.ts';
import { areaOf, camel, keyOf } from './message-names.ts';

const repo = join(import.meta.dirname, '..');

/** A message's parts: literal text, or a placeholder's name. */
type Part = { text: string } | { arg: string };

/** The ICU message of parts: braces quoted, an apostrophe doubled where ICU would read it as a quote. */
function icu(parts: readonly Part[]): string {
  const raw = parts.map((part) => ('arg' in part ? '\u0000' : part.text)).join('');
  let out = '';
  let arg = 0;
  const args = parts.filter((part): part is { arg: string } => 'arg' in part);
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i] as string;
    const next = raw[i + 1] === '\u0000' ? '{' : raw[i + 1];
    if (char === '\u0000') out += `{${(args[arg++] as { arg: string }).arg}}`;
    else if (char === "'") out += next !== undefined && "{}'#|".includes(next) ? "''" : "'";
    else if (char === '{' || char === '}') out += `'${char}'`;
    else out += char;
  }
  return out;
}

function isComponentOrHook(node: ts.Node): node is ts.FunctionLikeDeclaration {
  const named = (name: string | undefined) => name !== undefined && /^([A-Z]|use[A-Z])/.test(name);
  if (ts.isFunctionDeclaration(node)) return named(node.name?.text);
  if (ts.isFunctionExpression(node) && named(node.name?.text)) return true;
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return false;
  let parent = node.parent;
  while (ts.isCallExpression(parent)) parent = parent.parent; // memo(…), forwardRef(…)
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) && named(parent.name.text);
}

function componentOf(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  for (let at = node.parent; at; at = at.parent) if (isComponentOrHook(at)) return at;
  return undefined;
}

const containsJsx = (node: ts.Node): boolean =>
  ts.isJsxElement(node) ||
  ts.isJsxSelfClosingElement(node) ||
  ts.isJsxFragment(node) ||
  (ts.forEachChild(node, (child) => (containsJsx(child) ? true : undefined)) ?? false);

/** A child that can be a placeholder of a message: a value, not markup (and not a comment). */
const isPlainValue = (child: ts.JsxChild): child is ts.JsxExpression =>
  ts.isJsxExpression(child) && child.expression !== undefined && !containsJsx(child.expression);

function placeholderOf(expression: ts.Expression, taken: Set<string>): string {
  const inner = ts.isNonNullExpression(expression) ? expression.expression : expression;
  let name = ts.isIdentifier(inner) ? inner.text : ts.isPropertyAccessExpression(inner) ? inner.name.text : 'value';
  if (/^[A-Z_]+$/.test(name)) name = name.toLowerCase();
  for (let n = 2; taken.has(name); n++) name = `${name.replace(/\d+$/, '')}${n}`;
  taken.add(name);
  return name;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** One file's conversion: its messages, and the edits that make the file read them. */
class Conversion {
  readonly messages = new Map<string, string>(); // key → ICU message
  readonly edits: Edit[] = [];
  readonly components = new Set<ts.FunctionLikeDeclaration>();
  formatted = false;
  readonly t: string;
  readonly m: string;

  constructor(
    readonly file: string,
    readonly sf: ts.SourceFile,
  ) {
    const declared = new Set<string>();
    const collect = (node: ts.Node) => {
      if (ts.isIdentifier(node)) declared.add(node.text);
      ts.forEachChild(node, collect);
    };
    collect(sf);
    this.t = declared.has('t') ? 'tr' : 't';
    this.m = declared.has('m') ? 'msg' : 'm';
  }

  keyFor(message: string): string {
    for (const [key, known] of this.messages) if (known === message) return key;
    let key = keyOf(message);
    for (let n = 2; this.messages.has(key); n++) key = `${keyOf(message)}${n}`;
    this.messages.set(key, message);
    return key;
  }

  visit(node: ts.Node): void {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      this.children(node.children);
      if (ts.isJsxElement(node)) this.visit(node.openingElement);
      return;
    }
    if (ts.isJsxAttribute(node) && isReadAttributeLiteral(node)) this.attribute(node);
    else ts.forEachChild(node, (child) => this.visit(child));
  }

  /** An element's children: runs of text and plain values become messages; the rest is visited. */
  children(children: ts.NodeArray<ts.JsxChild>): void {
    let run: ts.JsxChild[] = [];
    const flush = () => {
      if (run.some((child) => ts.isJsxText(child) && /\p{L}/u.test(child.text))) this.textRun(run);
      run = [];
    };
    for (const child of children) {
      if (ts.isJsxText(child) || isPlainValue(child)) run.push(child);
      else {
        flush();
        this.visit(child);
      }
    }
    flush();
  }

  textRun(run: readonly ts.JsxChild[]): void {
    const parts: Part[] = [];
    const values: string[] = [];
    const taken = new Set<string>();
    for (const child of run) {
      const expression = ts.isJsxExpression(child) ? child.expression : undefined;
      if (ts.isJsxText(child)) parts.push({ text: jsxTextAsRendered(child.text) });
      // {' '} and {'text'} are text too: they join the message rather than become a value.
      else if (expression && (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)))
        parts.push({ text: expression.text });
      else if (expression) {
        const name = placeholderOf(expression, taken);
        parts.push({ arg: name });
        values.push(name === expression.getText() ? name : `${name}: ${expression.getText()}`);
      }
    }
    // Adjacent texts are one text (a JSX text then {' '}), so the edge spaces below are found wherever they came from.
    for (let i = parts.length - 1; i > 0; i--) {
      const [before, after] = [parts[i - 1], parts[i]];
      if (before && after && 'text' in before && 'text' in after)
        parts.splice(i - 1, 2, { text: before.text + after.text });
    }
    const first = parts[0];
    const last = parts[parts.length - 1];
    const lead = first && 'text' in first && first.text.startsWith(' ');
    const trail = last && 'text' in last && last.text.endsWith(' ');
    if (first && 'text' in first) parts[0] = { text: first.text.trimStart() };
    const end = parts[parts.length - 1];
    if (end && 'text' in end) parts[parts.length - 1] = { text: end.text.trimEnd() };
    const key = this.keyFor(icu(parts));
    const component = componentOf(run[0] as ts.Node);
    const args = values.length ? `{ ${values.join(', ')} }` : '';
    let call: string;
    if (component) {
      this.components.add(component);
      call = `{${this.t}(${this.m}.${key}${args ? `, ${args}` : ''})}`;
    } else {
      this.formatted = true;
      call = `<FormattedMessage {...${this.m}.${key}}${args ? ` values={${args}}` : ''} />`;
    }
    const space = "{' '}";
    const startNode = run[0] as ts.JsxChild;
    const endNode = run[run.length - 1] as ts.JsxChild;
    const leading = ts.isJsxText(startNode) ? (/^\s*\n\s*/.exec(startNode.text)?.[0] ?? '') : '';
    const trailing = ts.isJsxText(endNode) ? (/\s*\n\s*$/.exec(endNode.text)?.[0] ?? '') : '';
    const text = `${leading}${lead ? space : ''}${call}${trail ? space : ''}${trailing}`;
    this.edits.push({ start: startNode.pos, end: endNode.end, text });
  }

  attribute(node: ts.JsxAttribute): void {
    const init = node.initializer as ts.JsxAttributeValue;
    const value = ts.isJsxExpression(init) ? (init.expression as ts.Expression) : init;
    const component = componentOf(node);
    if (!component) {
      const line = this.sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      console.log(`MANUAL ${this.file}:${line} ${node.getText()}`);
      return;
    }
    const parts: Part[] = [];
    const values: string[] = [];
    if (ts.isTemplateExpression(value)) {
      const taken = new Set<string>();
      parts.push({ text: value.head.text });
      for (const span of value.templateSpans) {
        const name = placeholderOf(span.expression, taken);
        values.push(name === span.expression.getText() ? name : `${name}: ${span.expression.getText()}`);
        parts.push({ arg: name }, { text: span.literal.text });
      }
    } else {
      const raw = (value as ts.StringLiteral).text;
      parts.push({ text: ts.isStringLiteral(init) ? jsxTextAsRendered(raw, true) : raw });
    }
    this.components.add(component);
    const key = this.keyFor(icu(parts));
    const args = values.length ? `, { ${values.join(', ')} }` : '';
    this.edits.push({ start: init.getStart(), end: init.getEnd(), text: `{${this.t}(${this.m}.${key}${args})}` });
  }

  /** `const { formatMessage: t } = useIntl();` first in each component that now reads a message. */
  hooks(): void {
    const hook = `const { formatMessage: ${this.t} } = useIntl();`;
    for (const component of this.components) {
      const body = component.body;
      if (!body) continue;
      if (ts.isBlock(body))
        this.edits.push({ start: body.getStart() + 1, end: body.getStart() + 1, text: `\n${hook}` });
      else {
        this.edits.push({ start: body.getStart(), end: body.getStart(), text: `{\n${hook}\nreturn (` });
        this.edits.push({ start: body.getEnd(), end: body.getEnd(), text: ');\n}' });
      }
    }
  }
}

function messagesFileText(file: string, conversion: Conversion, area: { dir: string; namespace: string }) {
  const stem = relative(dirname(area.dir), file)
    .replace(/\.tsx$/, '')
    .replace(/[/.]/g, '-');
  const group = camel(stem.split('-'));
  const lines = [...conversion.messages].map(
    ([key, message]) =>
      `  ${key}: { id: '${area.namespace}.${group}.${key}', defaultMessage: ${JSON.stringify(message)} },`,
  );
  const text = `import { defineMessages } from '${relative(area.dir, 'ui/intl/define-messages.ts')}';\n\n/** The words of ${file}. */\nexport const ${group}Messages = defineMessages({\n${lines.join('\n')}\n});\n`;
  return { path: join(area.dir, `${stem}.ts`), exportName: `${group}Messages`, text };
}

function convert(file: string): number {
  const source = readFileSync(join(repo, file), 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const conversion = new Conversion(file, sf);
  conversion.visit(sf);
  if (conversion.messages.size === 0) return 0;
  conversion.hooks();

  const area = areaOf(file);
  const messages = messagesFileText(file, conversion, area);
  mkdirSync(join(repo, area.dir), { recursive: true });
  writeFileSync(join(repo, messages.path), messages.text);

  const named = [conversion.components.size ? 'useIntl' : '', conversion.formatted ? 'FormattedMessage' : ''];
  let path = relative(dirname(file), messages.path);
  if (!path.startsWith('.')) path = `./${path}`;
  const imports =
    `import { ${named.filter(Boolean).join(', ')} } from 'react-intl';\n` +
    `import { ${messages.exportName} as ${conversion.m} } from '${path}';\n`;
  const at = sf.statements.find(ts.isImportDeclaration)?.getStart() ?? 0;
  const edits = [...conversion.edits, { start: at, end: at, text: imports }];
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(join(repo, file), out);
  return conversion.messages.size;
}

function filesOf(path: string): string[] {
  if (statSync(join(repo, path)).isFile()) return [path];
  return readdirSync(join(repo, path), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.') && !name.includes('test-support'))
    .map((name) => join(path, name));
}

let total = 0;
for (const file of process.argv.slice(2).flatMap(filesOf)) total += convert(file);
console.log(`messages written: ${total}`);
