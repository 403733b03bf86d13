import { describe, expect, it } from 'vitest';
import { parseRule } from './parse-rule.ts';
import type { RuleNode } from './rule-ast.ts';
import { ruleToSql, sqlColumn } from './rule-to-sql.ts';

function sql(source: string) {
  const result = parseRule(source, { context: 'tier' });
  if (!result.ok) throw new Error(result.issues[0]?.message);
  return ruleToSql(result.ast, sqlColumn);
}

describe('ruleToSql', () => {
  it('writes comparisons, and / or and precedence', () => {
    expect(sql('FICO >= 680 and (DEBT_TO_INCOME < 45 or ESTIMATED_INCOME != 0)')).toBe(
      '(("fico" >= 680) AND (("debt_to_income" < 45) OR ("estimated_income" <> 0)))',
    );
  });

  it('lets a missing derived value pass', () => {
    expect(sql('UC_DERIVED_FIELDS_StatedIncome >= 30000')).toBe(
      '("uc_derived_fields_statedincome" IS NULL OR "uc_derived_fields_statedincome" >= 30000)',
    );
  });

  it('writes in-lists and the always-true rule', () => {
    const node: RuleNode = { kind: 'in', field: 'AGE', values: [1, 2], negated: true, span: { start: 0, end: 0 } };
    expect(ruleToSql(node, sqlColumn)).toBe('("age" NOT IN (1, 2))');
    expect(ruleToSql({ ...node, negated: false }, sqlColumn)).toBe('("age" IN (1, 2))');
    expect(ruleToSql({ kind: 'true', span: { start: 0, end: 0 } }, sqlColumn)).toBe('TRUE');
  });

  it('refuses non-finite values', () => {
    const node: RuleNode = {
      kind: 'compare',
      field: 'AGE',
      operator: '=',
      value: Number.NaN,
      span: { start: 0, end: 0 },
    };
    expect(() => ruleToSql(node, sqlColumn)).toThrow('Rule values must be finite numbers, got NaN');
  });
});
