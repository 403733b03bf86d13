import { describe, expect, it } from 'vitest';
import { parseRule } from './parse-rule.ts';
import type { RuleNode } from './rule-ast.ts';
import { isPrequalReservedField, reservedFieldIssues } from './tier-rule-fields.ts';

function ast(source: string): RuleNode {
  const result = parseRule(source, { context: 'tier' });
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.ast;
}

describe('prequalification-reserved tier rule fields', () => {
  it('reserves the derived stated-data checks, not bureau attributes', () => {
    expect(isPrequalReservedField('UC_DERIVED_FIELDS_StatedIncome')).toBe(true);
    expect(isPrequalReservedField('VANTAGE_SCORE')).toBe(false);
  });

  it('lets a PREQUAL tier use them', () => {
    expect(reservedFieldIssues('PREQUAL', ast('UC_DERIVED_FIELDS_StatedIncome >= 30000 and FICO >= 600'))).toEqual([]);
  });

  it('asks a PRESCREEN tier to remove each reserved clause, with its position', () => {
    const source = 'FICO >= 600 and (UC_DERIVED_FIELDS_StatedIncome >= 30000 or UC_DERIVED_FIELDS_VehicleAge < 10)';
    const issues = reservedFieldIssues('PRESCREEN', ast(source));
    expect(issues.map((issue) => issue.field)).toEqual([
      'UC_DERIVED_FIELDS_StatedIncome',
      'UC_DERIVED_FIELDS_VehicleAge',
    ]);
    const [first] = issues;
    expect(first?.message).toBe(
      "UC_DERIVED_FIELDS_StatedIncome is reserved for prequalification tiers: remove it from this PRESCREEN tier's rule",
    );
    expect(source.slice(first?.span.start, first?.span.end)).toBe('UC_DERIVED_FIELDS_StatedIncome >= 30000');
  });

  it('finds nothing in a bureau-only rule', () => {
    expect(reservedFieldIssues('PRESCREEN', ast('FICO >= 600 and INQUIRIES_6M < 4'))).toEqual([]);
  });
});
