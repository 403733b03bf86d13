import { isDerivedField } from './bureau-fields.ts';
import { ruleLiteral } from './compile-rule.ts';
import type { RuleNode } from './rule-ast.ts';

const SQL_OPERATORS = { '=': '=', '!=': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' } as const;

/**
 * A SQL boolean expression for a rule, for set-based runs over a table of bureau attributes. `column(field)` gives the
 * quoted column reference. Only catalogue fields, integer literals and fixed operators reach the text. SQL's NULL
 * already fails comparisons (even <>), which is the engine's rule for a missing bureau value; a missing derived value
 * passes, as in evaluateRule, hence the IS NULL guard.
 */
export function ruleToSql(node: RuleNode, column: (field: string) => string): string {
  switch (node.kind) {
    case 'true':
      return 'TRUE';
    case 'and':
    case 'or':
      return `(${node.children.map((child) => ruleToSql(child, column)).join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
    case 'compare':
      return guard(
        node.field,
        column(node.field),
        `${column(node.field)} ${SQL_OPERATORS[node.operator]} ${ruleLiteral(node.value)}`,
      );
    case 'in': {
      const list = node.values.map(ruleLiteral).join(', ');
      return guard(node.field, column(node.field), `${column(node.field)} ${node.negated ? 'NOT IN' : 'IN'} (${list})`);
    }
  }
}

function guard(field: string, reference: string, test: string): string {
  return isDerivedField(field) ? `(${reference} IS NULL OR ${test})` : `(${test})`;
}

/** Double-quoted identifier: a column named after a rule field. */
export function sqlColumn(field: string): string {
  return `"${field.replace(/"/g, '""').toLowerCase()}"`;
}
