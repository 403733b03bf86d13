import ts from 'typescript';
import { jsxTextAsRendered } from './jsx-literals.ts';

/**
 * Words held in TS values that the consoles show (issue 32 item 8, decision 0781): a table column's `header`, a
 * toast's texts (`{ pending, success, error }`), a toaster call's `title`, and the `label` of a form field
 * (`{ name, kind, label }`) or a select option (`{ value, label }`), given a string or template literal
 * with a letter in it. Shared by the test (app/no-value-literals.test.ts) and the codemod
 * (tools/console-values-codemod.ts). Codes, ids and styles are not looked at: only these properties are.
 */
export interface ValueLiteral {
  readonly kind: 'header' | 'toast' | 'title' | 'label';
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
const TOAST_CALLS = new Set(['toaster.create', 'showToast']);

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : '';

/** A string or template literal with a letter in it, or an arrow function returning one. */
function wordsLiteral(node: ts.Expression): ts.Expression | undefined {
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return wordsLiteral(node.body);
  if (ts.isParenthesizedExpression(node)) return wordsLiteral(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return /\p{L}/u.test(node.text) ? node : undefined;
  if (ts.isTemplateExpression(node)) {
    const texts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return texts.some((text) => /\p{L}/u.test(text)) ? node : undefined;
  }
  return undefined;
}

function kindOf(property: ts.PropertyAssignment): ValueLiteral['kind'] | undefined {
  const object = property.parent;
  const name = nameOf(property);
  if (name === 'header') return 'header';
  // A form field's label (`{ name, kind, label }`) or a select option's (`{ value, label }`).
  if (name === 'label' && object.properties.some((p) => nameOf(p) === 'kind' || nameOf(p) === 'value')) return 'label';
  if (TOAST_KEYS.has(name) && object.properties.every((p) => TOAST_KEYS.has(nameOf(p)))) return 'toast';
  const call = object.parent;
  if (name === 'title' && ts.isCallExpression(call) && TOAST_CALLS.has(call.expression.getText())) return 'title';
  return undefined;
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
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
      const literal = wordsLiteral(node.initializer);
      const at = literal && kindOf(node);
      if (literal && at) {
        const plain = ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal);
        found.push({
          kind: at,
          text: literal.getText(),
          english: plain ? jsxTextAsRendered(literal.text, true) : '',
          template: !plain || literal !== node.initializer,
          start: literal.getStart(),
          end: literal.getEnd(),
          propertyStart: node.getStart(),
          needsId: at === 'header' && needsId(node.parent),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The literals as the test names them: `header: 'Amount'`. */
export const describeLiterals = (source: string, fileName?: string) =>
  valueLiterals(source, fileName).map((literal) => `${literal.kind}: ${literal.text}`);
