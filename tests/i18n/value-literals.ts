import ts from 'typescript';
import { jsxTextAsRendered, literalsOf } from './jsx-literals.ts';

/**
 * Words held in TS values that the consoles show (issue 32 item 8, decision 0781): a table column's `header`, a
 * toast's texts (`{ pending, success, error }`), a toaster call's `title`, the `label` of a form field
 * (`{ name, kind, label }`) or a select option (`{ value, label }`), and a page's, a list's or a confirmation's
 * `title`, `description`, `empty`, `loadFailure`, `errorMessage` and `emptyMessage`, given a string or template
 * literal with a letter in it. Shared by the test (app/no-value-literals.test.ts) and the codemod
 * (tools/console-values-codemod.ts). Codes, ids and styles are not looked at: only these properties are.
 */
export interface ValueLiteral {
  readonly kind:
    | 'header'
    | 'toast'
    | 'toaster'
    | 'label'
    | 'helperText'
    | 'placeholder'
    | 'confirmLabel'
    | 'itemLabel'
    | 'cell'
    | 'nav'
    | SpecKey;
  /** The literal's source text. */
  readonly text: string;
  /** Its words, when it is a plain string. */
  readonly english: string;
  /** A template with values: converted by hand. */
  readonly template: boolean;
  readonly start: number;
  readonly end: number;
  /** Where its property starts (for the id a header column then needs). */
  readonly propertyStart: number;
  /** A header whose column took its id from it (no accessor key, no id). */
  readonly needsId: boolean;
}

const TOAST_KEYS = new Set(['pending', 'success', 'error']);
/** Properties that hold words wherever they are: a nav link's, a row action's or a chart's label, a field's help. */
const TEXT_KEYS = new Set(['label', 'helperText', 'placeholder', 'confirmLabel', 'itemLabel'] as const);
type TextKey = typeof TEXT_KEYS extends Set<infer K> ? K : never;
const isTextKey = (name: string): name is TextKey => TEXT_KEYS.has(name as TextKey);
const TOAST_CALLS = new Set(['toaster.create', 'showToast']);
/**
 * Words of a page's or a part's spec in any object: a page's `title` and `loadFailure` (defineConsolePage), a list's
 * or a report's `title`, `description`, `empty`, `errorMessage` and `emptyMessage`, a confirmation's `title` and
 * `description`. All are shown: a `title` that is an id or a code has no such key in the consoles' objects.
 */
const SPEC_KEYS = new Set(['title', 'description', 'empty', 'loadFailure', 'errorMessage', 'emptyMessage'] as const);
type SpecKey = typeof SPEC_KEYS extends Set<infer K> ? K : never;
const isSpecKey = (name: string): name is SpecKey => SPEC_KEYS.has(name as SpecKey);
/** The argument that holds words in a console nav table's builders: a link's label (second), a group's (first). */
const NAV_WORDS: Readonly<Record<string, number>> = { link: 1, group: 0 };

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : '';

/**
 * The literals a value is: `literalsOf` with what an arrow function returns (`helperText: locked ? LOCKED : 'Comes
 * first'`, `cell: (c) => (c.getValue() ? 'Yes' : 'No')`).
 */
const wordsLiterals = (node: ts.Expression): ts.Expression[] => literalsOf(node, { andRight: false, arrowBody: true });

function kindOf(property: ts.PropertyAssignment): ValueLiteral['kind'] | undefined {
  const object = property.parent;
  const name = nameOf(property);
  if (name === 'header') return 'header';
  // A table cell's words (`cell: (c) => (c.getValue() ? 'Yes' : 'No')`).
  if (name === 'cell') return 'cell';
  // A form field's label, a select option's, a nav link's, a row action's; a field's help and placeholder.
  if (isTextKey(name)) return name;
  if (TOAST_KEYS.has(name) && object.properties.every((p) => TOAST_KEYS.has(nameOf(p)))) return 'toast';
  const call = object.parent;
  if (name === 'title' && ts.isCallExpression(call) && TOAST_CALLS.has(call.expression.getText())) return 'toaster';
  // A message's `description` is a note for its translators (ui/intl/define-messages.ts), not shown.
  if (name === 'description' && object.properties.some((p) => nameOf(p) === 'defaultMessage')) return undefined;
  return isSpecKey(name) ? name : undefined;
}

function needsId(object: ts.ObjectLiteralExpression): boolean {
  if (object.properties.some((p) => nameOf(p) === 'id' || nameOf(p) === 'accessorKey')) return false;
  const call = object.parent;
  const first = ts.isCallExpression(call) ? call.arguments[0] : undefined;
  return !(first && first !== object && ts.isStringLiteral(first));
}

/** Every such literal of a file's source. */
export function valueLiterals(source: string, fileName = 'file.tsx'): ValueLiteral[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: ValueLiteral[] = [];
  const add = (at: ValueLiteral['kind'], literal: ts.Expression, value: ts.Expression, property: ts.Node) => {
    const plain = ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal);
    found.push({
      kind: at,
      text: literal.getText(),
      english: plain ? jsxTextAsRendered(literal.text, true) : '',
      template: !plain || literal !== value,
      start: literal.getStart(),
      end: literal.getEnd(),
      propertyStart: property.getStart(),
      needsId: at === 'header' && ts.isObjectLiteralExpression(property.parent) && needsId(property.parent),
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
      const literals = wordsLiterals(node.initializer);
      const at = literals.length ? kindOf(node) : undefined;
      if (at) for (const literal of literals) add(at, literal, node.initializer, node);
    }
    // A console nav table's words (kit/console-nav.ts): `link('reports', 'Redemption')`, `group('Reports', [...])`.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const words = NAV_WORDS[node.expression.text];
      const argument = words === undefined ? undefined : node.arguments[words];
      if (argument) for (const literal of wordsLiterals(argument)) add('nav', literal, argument, argument);
    }
    // A component's or a function's default words: `{ label = 'Promote', confirmLabel = 'Confirm' }`.
    if (ts.isBindingElement(node) && node.initializer && ts.isIdentifier(node.name) && isTextKey(node.name.text))
      for (const literal of wordsLiterals(node.initializer)) add(node.name.text, literal, node.initializer, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The literals as the test names them: `header: 'Amount'`. */
export const describeLiterals = (source: string, fileName?: string) =>
  valueLiterals(source, fileName).map((literal) => `${literal.kind}: ${literal.text}`);
