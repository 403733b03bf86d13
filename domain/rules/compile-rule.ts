import { isDerivedField } from './bureau-fields.ts';
import type { RuleNode, RuleOperator } from './rule-ast.ts';

const JS_OPERATORS: Readonly<Record<RuleOperator, string>> = {
  '=': '===',
  '!=': '!==',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
};

/**
 * A JavaScript boolean expression for a rule. `read(field)` gives the expression that loads a field (a typed-array
 * element, a property). Only catalogue field names, integer literals and fixed operators reach the text, so the
 * output is safe to hand to `new Function`. Missing values follow evaluateRule: NaN fails a bureau clause and passes
 * a derived one.
 */
export function ruleToJs(node: RuleNode, read: (field: string) => string): string {
  switch (node.kind) {
    case 'true':
      return 'true';
    case 'and':
    case 'or':
      return `(${node.children.map((child) => ruleToJs(child, read)).join(node.kind === 'and' ? ' && ' : ' || ')})`;
    case 'compare': {
      const value = read(node.field);
      const test = `${value} ${JS_OPERATORS[node.operator]} ${ruleLiteral(node.value)}`;
      return guardMissing(node.field, value, test, node.operator === '!=');
    }
    case 'in': {
      const value = read(node.field);
      const tests = node.values.map((item) => `${value} ${node.negated ? '!==' : '==='} ${ruleLiteral(item)}`);
      const test = tests.length === 0 ? (node.negated ? 'true' : 'false') : tests.join(node.negated ? ' && ' : ' || ');
      return guardMissing(node.field, value, `(${test})`, node.negated);
    }
  }
}

/** NaN compares false with everything but !==; the guard makes missing values behave as the interpreter says. */
function guardMissing(field: string, value: string, test: string, trueOnNaN: boolean): string {
  if (isDerivedField(field)) return trueOnNaN ? `(${test})` : `(${value} !== ${value} || ${test})`;
  return trueOnNaN ? `(${value} === ${value} && ${test})` : `(${test})`;
}

/** A rule value as source text, for the JavaScript and the SQL compilers alike; throws on NaN and infinities. */
export function ruleLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Rule values must be finite numbers, got ${value}`);
  return Object.is(value, -0) ? '0' : String(value);
}

export type RecordPredicate = (record: Readonly<Record<string, number | undefined>>) => boolean;

/** Compiles a rule once into a predicate over plain records (re-evaluation, previews); fields read as NaN when absent. */
export function compileRule(node: RuleNode): RecordPredicate {
  const body = `return ${ruleToJs(node, (field) => `(r[${JSON.stringify(field)}] ?? NaN)`)};`;
  return new Function('r', body) as RecordPredicate;
}
