import type { RuleNode } from './rule-ast.ts';

/**
 * Writes a rule as console-language text with only the parentheses precedence needs. In-lists, which the language
 * cannot write directly, come out as or-chains of = (and and-chains of != for not-in).
 */
export function formatRule(node: RuleNode): string {
  switch (node.kind) {
    case 'true':
      return '';
    case 'compare':
      return `${node.field} ${node.operator} ${node.value}`;
    case 'in': {
      const clauses = node.values.map((value) => `${node.field} ${node.negated ? '!=' : '='} ${value}`);
      return clauses.length === 1 ? (clauses[0] as string) : `(${clauses.join(node.negated ? ' and ' : ' or ')})`;
    }
    case 'and':
      return node.children
        .map((child) => (child.kind === 'or' ? `(${formatRule(child)})` : formatRule(child)))
        .join(' and ');
    case 'or':
      return node.children.map(formatRule).join(' or ');
  }
}
