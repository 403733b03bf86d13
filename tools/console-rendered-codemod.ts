/**
 * One-off codemod (issue 32 item 8, decision 0781) for the literals a JSX child expression renders
 * (`{url ? 'Replace logo' : 'Upload logo'}`), which tests/i18n/jsx-literals.ts flags: a plain string becomes
 * `t(m.key)` where a function around it has `t` (the screen's formatMessage), else `<FormattedMessage {...m.key} />`.
 * Templates are left for a person to word as messages with values. Its output was reviewed by hand.
 * It also converts a read attribute's plain string (`failure="There was an error getting the FAQs"`,
 * `confirmLabel="Revoke"`, tests/i18n/jsx-literals.ts READ_ATTRIBUTES) to `{t(m.key)}` where `t` is in scope.
 *
 *   npx tsx tools/console-rendered-codemod.ts console/lender-setup …
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isReadAttributeLiteral, jsxTextAsRendered, renderedLiterals } from '../tests/i18n/jsx-literals.ts';
import { sourceFilesOf } from '../tests/i18n/source-files.ts';
import { keyFor, messagesFileOf, messagesName, writeMessages } from './messages-file.ts';

const repo = join(import.meta.dirname, '..');

/** Whether a function around the node declares `t` in its own statements. */
function hasT(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (!ts.isFunctionLike(at)) continue;
    const body = (at as ts.FunctionLikeDeclaration).body;
    if (body && ts.isBlock(body) && body.statements.some((s) => /formatMessage: t\b|\bconst t = /.test(s.getText())))
      return true;
  }
  return false;
}

function convert(file: string): number {
  const source = readFileSync(join(repo, file), 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const literals: ts.Expression[] = [];
  const attributes: ts.JsxAttributeValue[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression)
      literals.push(...renderedLiterals(node.expression));
    if (ts.isJsxAttribute(node) && isReadAttributeLiteral(node) && node.initializer) attributes.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const messages = messagesFileOf(file);
  const { name, importText } = messagesName(source, file, messages);
  const edits: { start: number; end: number; text: string }[] = [];
  let formatted = false;
  for (const literal of literals) {
    const text = ts.isStringLiteral(literal) ? literal.text : '';
    if (!text || text !== text.trim() || /[{}]/.test(text)) {
      console.log(`${file}: by hand: ${literal.getText()}`);
      continue;
    }
    const ref = `${name}.${keyFor(messages, jsxTextAsRendered(text, true))}`;
    const replacement = hasT(literal) ? `t(${ref})` : `<FormattedMessage {...${ref}} />`;
    formatted ||= replacement.startsWith('<');
    edits.push({ start: literal.getStart(), end: literal.getEnd(), text: replacement });
  }
  for (const value of attributes) {
    if (!ts.isStringLiteral(value) || !hasT(value) || /[{}]/.test(value.text)) {
      console.log(`${file}: by hand: ${value.parent.getText()}`);
      continue;
    }
    const ref = `${name}.${keyFor(messages, value.text)}`;
    edits.push({ start: value.getStart(), end: value.getEnd(), text: `{t(${ref})}` });
  }
  if (edits.length === 0) return 0;
  if (messages.added.size) writeMessages(file, messages);
  const at = sf.statements.find(ts.isImportDeclaration)?.getStart() ?? 0;
  const intlImport =
    formatted && !/import \{[^}]*\bFormattedMessage\b/.test(source)
      ? "import { FormattedMessage } from 'react-intl';\n"
      : '';
  edits.push({ start: at, end: at, text: importText + intlImport });
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(join(repo, file), out);
  return edits.length - 1;
}

let total = 0;
for (const file of process.argv.slice(2).flatMap((path) => sourceFilesOf(repo, path, /\.tsx$/))) total += convert(file);
console.log(`${total} rendered literals converted`);
