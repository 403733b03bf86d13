import ts from 'typescript';

/**
 * What the no-JSX-literal tests look for (issue 32 item 8: every word a person reads comes from a message
 * catalogue), shared by the console's test (app/no-jsx-literals.test.ts) and the console codemod
 * (tools/console-intl-codemod.ts), so the codemod converts exactly what the test would flag.
 */

/** Attributes people read: a literal in one is text outside the catalogue too. */
export const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'loadingText',
  'description',
  // A field's help, a confirmation's button, a load failure's message (LoadFailure, QueryGate, LoadedForm).
  'helperText',
  'confirmLabel',
  'itemLabel',
  'message',
  'failure',
  'loadFailure',
  // The kit's and the console's own words props: a list's empty and error texts, a form's button, a frame's section.
  'emptyMessage',
  'errorMessage',
  'submitLabel',
  'section',
  'confirm',
  'realmLabel',
  'fallbackTitle',
  'openLabel',
  'nameHeader',
  'none',
  'caption',
  'hint',
  'heading',
]);

/** A read attribute given a string or template literal (`label="Name"`, `title={`Edit ${name}`}`). */
export function isReadAttributeLiteral(node: ts.JsxAttribute): boolean {
  const init = node.initializer;
  if (!READ_ATTRIBUTES.has(node.name.getText()) || !init) return false;
  if (ts.isStringLiteral(init)) return true;
  const expression = ts.isJsxExpression(init) ? init.expression : undefined;
  return (
    expression !== undefined &&
    (ts.isStringLiteral(expression) ||
      ts.isNoSubstitutionTemplateLiteral(expression) ||
      ts.isTemplateExpression(expression))
  );
}

/** Which further branches of an expression give its value: `&&`'s right side (JSX renders it), an arrow's body. */
export interface LiteralBranches {
  readonly andRight: boolean;
  readonly arrowBody: boolean;
}

/**
 * The string or template literals with a letter in them that an expression gives: the expression itself, or a branch
 * of a conditional or of `||`/`??` in it (`{url ? 'Replace logo' : 'Upload logo'}`, `{name ?? 'Unnamed'}`), and the
 * branches `branches` names. A literal deeper in (a call's argument, a comparison) is a value.
 */
export function literalsOf(expression: ts.Expression, branches: LiteralBranches): ts.Expression[] {
  const of = (inner: ts.Expression) => literalsOf(inner, branches);
  if (branches.arrowBody && ts.isArrowFunction(expression) && !ts.isBlock(expression.body)) return of(expression.body);
  if (ts.isParenthesizedExpression(expression)) return of(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...of(expression.whenTrue), ...of(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken && branches.andRight) return of(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...of(expression.left), ...of(expression.right)];
    return [];
  }
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return /\p{L}/u.test(expression.text) ? [expression] : [];
  if (ts.isTemplateExpression(expression)) {
    const texts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
    return texts.some((text) => /\p{L}/u.test(text)) ? [expression] : [];
  }
  return [];
}

/** The literals a JSX child expression renders: `literalsOf` with `&&`'s right side (`{busy && 'Saving…'}`). */
export const renderedLiterals = (expression: ts.Expression): ts.Expression[] =>
  literalsOf(expression, { andRight: true, arrowBody: false });

/** A JSX child expression: `{…}` between tags, not an attribute's value. */
const isChildExpression = (node: ts.Node): node is ts.JsxExpression =>
  ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression !== undefined;

/**
 * Every JSX text with a letter in it, every read attribute given a literal, and every literal a JSX child
 * expression renders (`{busy ? 'Saving…' : 'Save'}`), in a file's source.
 */
export function jsxLiterals(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && isReadAttributeLiteral(node))
      found.push(`${node.name.getText()}=${node.initializer?.getText()}`);
    if (isChildExpression(node))
      for (const literal of renderedLiterals(node.expression as ts.Expression)) found.push(`{${literal.getText()}}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  times: '×',
  rarr: '→',
  larr: '←',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const known = ENTITIES[name];
    if (known === undefined) throw new Error(`unknown JSX entity ${whole}`);
    return known;
  });
}

/**
 * The text React renders for a JSX text (Babel's and TypeScript's rule): lines are trimmed where they meet a line
 * break, empty lines dropped, the rest joined by one space; then entities are decoded. An attribute's string keeps
 * its whitespace and only has its entities decoded.
 */
export function jsxTextAsRendered(raw: string, attribute = false): string {
  if (attribute) return decodeEntities(raw);
  const lines = raw.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0; // as Babel: a text of spaces alone on its line keeps them
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let text = '';
  lines.forEach((line, i) => {
    let trimmed = line.replace(/\t/g, ' ');
    if (i !== 0) trimmed = trimmed.replace(/^[ ]+/, '');
    if (i !== lines.length - 1) trimmed = trimmed.replace(/[ ]+$/, '');
    if (!trimmed) return;
    text += i !== lastNonEmpty ? `${trimmed} ` : trimmed;
  });
  return decodeEntities(text);
}
