import type { TierType } from '../catalog/tiers.ts';
import { isDerivedField } from './bureau-fields.ts';
import type { RuleNode, Span } from './rule-ast.ts';

/**
 * 002 §5: "Prequalification-type tier rules reserve certain fields, which must be removed for other tiers."
 * Which fields is not shown. Ours: the UC_DERIVED_FIELDS_ checks, because they read what the consumer states
 * (income, pay frequency, vehicle) and only a prequalification has that; a prescreen decides on the bureau file
 * alone (docs/decisions/0004-prequalification-reserved-tier-rule-fields.md).
 */
export function isPrequalReservedField(field: string): boolean {
  return isDerivedField(field);
}

export interface ReservedFieldIssue {
  code: 'PREQUAL_FIELD_RESERVED';
  field: string;
  message: string;
  span: Span;
}

/** Every clause of a non-PREQUAL tier's rule that names a field reserved for prequalification tiers. */
export function reservedFieldIssues(tierType: TierType, rule: RuleNode): ReservedFieldIssue[] {
  if (tierType === 'PREQUAL') return [];
  const issues: ReservedFieldIssue[] = [];
  const visit = (node: RuleNode): void => {
    if (node.kind === 'and' || node.kind === 'or') {
      node.children.forEach(visit);
    } else if ((node.kind === 'compare' || node.kind === 'in') && isPrequalReservedField(node.field)) {
      issues.push({
        code: 'PREQUAL_FIELD_RESERVED',
        field: node.field,
        message: `${node.field} is reserved for prequalification tiers: remove it from this ${tierType} tier's rule`,
        span: node.span,
      });
    }
  };
  visit(rule);
  return issues;
}
