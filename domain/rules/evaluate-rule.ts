import { isDerivedField } from './bureau-fields.ts';
import { formatRule } from './format-rule.ts';
import type { RuleNode } from './rule-ast.ts';

/** Reads a field of one consumer; undefined or NaN means the bureau (or the consumer) gave no value. */
export type FieldReader = (field: string) => number | undefined;

/**
 * A missing bureau value fails its clause, whatever the operator. A missing derived value (UC_DERIVED_FIELDS_*)
 * passes: it comes from stated data the consumer has not given yet, and re-evaluation checks it once they do.
 */
function missingPasses(field: string): boolean {
  return isDerivedField(field);
}

function compare(node: Extract<RuleNode, { kind: 'compare' }>, value: number): boolean {
  switch (node.operator) {
    case '=':
      return value === node.value;
    case '!=':
      return value !== node.value;
    case '<':
      return value < node.value;
    case '>':
      return value > node.value;
    case '<=':
      return value <= node.value;
    case '>=':
      return value >= node.value;
  }
}

/** Tree-walking evaluation: the reference the compiled forms are tested against, and the explain path. */
export function evaluateRule(node: RuleNode, read: FieldReader): boolean {
  switch (node.kind) {
    case 'true':
      return true;
    case 'and':
      return node.children.every((child) => evaluateRule(child, read));
    case 'or':
      return node.children.some((child) => evaluateRule(child, read));
    case 'compare':
    case 'in': {
      const value = read(node.field);
      if (value === undefined || Number.isNaN(value)) return missingPasses(node.field);
      if (node.kind === 'compare') return compare(node, value);
      return node.values.includes(value) !== node.negated;
    }
  }
}

/**
 * The clause that made a rule fail, or null when it passes: the first failing clause of an and, descending into it;
 * a failing or is reported whole, since every one of its alternatives failed.
 */
export function failingClause(node: RuleNode, read: FieldReader): RuleNode | null {
  if (evaluateRule(node, read)) return null;
  if (node.kind !== 'and') return node;
  for (const child of node.children) {
    const failing = failingClause(child, read);
    if (failing !== null) return failing;
  }
  return node;
}

/** The clause as the user wrote it when the source is known, otherwise as formatRule writes it. */
export function clauseText(node: RuleNode, source: string | null): string {
  if (source !== null && node.span.end > node.span.start) return source.slice(node.span.start, node.span.end);
  return formatRule(node);
}
