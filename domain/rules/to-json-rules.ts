import type { RuleNode, RuleOperator } from './rule-ast.ts';

/** The condition shape json-rules-engine 7 reads; declared here so domain/ does not depend on the library. */
export type JsonRulesCondition =
  | { all: JsonRulesCondition[] }
  | { any: JsonRulesCondition[] }
  | { fact: string; operator: string; value: unknown };

const OPERATORS: Readonly<Record<RuleOperator, string>> = {
  '=': 'equal',
  '!=': 'notEqual',
  '<': 'lessThan',
  '>': 'greaterThan',
  '<=': 'lessThanInclusive',
  '>=': 'greaterThanInclusive',
};

/**
 * Translates a rule into json-rules-engine conditions (benchmark and differential test). The library has no notion of
 * a missing value, so the two agree only on facts where every field has a value.
 */
export function toJsonRulesCondition(node: RuleNode): JsonRulesCondition {
  switch (node.kind) {
    case 'true':
      return { all: [] };
    case 'and':
      return { all: node.children.map(toJsonRulesCondition) };
    case 'or':
      return { any: node.children.map(toJsonRulesCondition) };
    case 'compare':
      return { fact: node.field, operator: OPERATORS[node.operator], value: node.value };
    case 'in':
      return { fact: node.field, operator: node.negated ? 'notIn' : 'in', value: [...node.values] };
  }
}

/** json-rules-engine wants all or any at the top of a rule. */
export function toJsonRulesTopLevel(node: RuleNode): { all: JsonRulesCondition[] } | { any: JsonRulesCondition[] } {
  const condition = toJsonRulesCondition(node);
  return 'all' in condition || 'any' in condition ? condition : { all: [condition] };
}
