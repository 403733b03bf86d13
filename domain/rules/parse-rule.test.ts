import { describe, expect, it } from 'vitest';
import { parseRule } from './parse-rule.ts';
import type { RuleNode } from './rule-ast.ts';

function astOf(source: string, context: 'console' | 'tier' = 'tier'): RuleNode {
  const result = parseRule(source, { context });
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.ast;
}

function issuesOf(source: string, options: Parameters<typeof parseRule>[1] = {}) {
  const result = parseRule(source, options);
  if (result.ok) throw new Error(`expected issues for ${source}`);
  return result.issues;
}

describe('parseRule', () => {
  it('reads a comparison with its source span', () => {
    expect(astOf('FICO >= 680')).toEqual({
      kind: 'compare',
      field: 'FICO',
      operator: '>=',
      value: 680,
      span: { start: 0, end: 11 },
    });
  });

  it('reads every operator and negative values', () => {
    for (const operator of ['=', '!=', '<', '>', '<=', '>=']) {
      expect(astOf(`AGE ${operator} -1`)).toMatchObject({ operator, value: -1 });
    }
  });

  it('binds and tighter than or and keeps parentheses in the span', () => {
    const ast = astOf('FICO >= 680 and (DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)');
    expect(ast).toMatchObject({
      kind: 'and',
      children: [
        { kind: 'compare', field: 'FICO' },
        {
          kind: 'or',
          span: { start: 16, end: 65 },
          children: [{ field: 'DEBT_TO_INCOME' }, { field: 'ESTIMATED_INCOME' }],
        },
      ],
    });
    expect(astOf('AGE > 1 or AGE < 0 and FICO = 2')).toMatchObject({
      kind: 'or',
      children: [{ kind: 'compare' }, { kind: 'and', children: [{ field: 'AGE' }, { field: 'FICO' }] }],
    });
  });

  it('flattens chains and nested groups of the same kind', () => {
    const ast = astOf('AGE > 1 and (FICO > 2 and FICO < 9) and AGE < 90');
    expect(ast.kind === 'and' && ast.children.length).toBe(4);
  });

  it('matches fields and keywords without regard to case', () => {
    expect(astOf('fico > 1 AND uc_derived_fields_statedincome >= 2 Or Age < 3')).toMatchObject({
      kind: 'or',
      children: [{ children: [{ field: 'FICO' }, { field: 'UC_DERIVED_FIELDS_StatedIncome' }] }, { field: 'AGE' }],
    });
  });

  it('refuses an empty rule', () => {
    expect(issuesOf('  ')).toEqual([
      { code: 'EMPTY_RULE', message: 'Empty rules cannot be saved', span: { start: 0, end: 0 } },
    ]);
  });

  it('flags every invalid character with its position', () => {
    expect(issuesOf('FICO >= 680 & AGE # 3')).toEqual([
      { code: 'INVALID_CHARACTER', message: "Invalid character '&' at position 13", span: { start: 12, end: 13 } },
      { code: 'INVALID_CHARACTER', message: "Invalid character '#' at position 19", span: { start: 18, end: 19 } },
    ]);
    expect(issuesOf('FICO ! 3')[0]).toMatchObject({
      code: 'INVALID_CHARACTER',
      message: "Invalid character '!' at position 6",
    });
  });

  it('flags malformed words', () => {
    expect(issuesOf('FICO >= 680abc')[0]).toMatchObject({
      code: 'INVALID_TOKEN',
      message: "Invalid token '680abc' at position 9",
    });
  });

  it('names unknown fields, disallowed operators and non-integer values together', () => {
    expect(issuesOf('SHOE_SIZE > 3 and FICO != 700 and AGE >= 2.5', { context: 'console' })).toEqual([
      { code: 'UNKNOWN_FIELD', message: "Unknown bureau field 'SHOE_SIZE' at position 1", span: { start: 0, end: 9 } },
      {
        code: 'OPERATOR_NOT_ALLOWED',
        message: "Operator '!=' is not allowed at position 24; allowed operators: =, <, >, <=, >=",
        span: { start: 23, end: 25 },
      },
      {
        code: 'VALUE_NOT_INTEGER',
        message: "Values must be integers: '2.5' at position 42",
        span: { start: 41, end: 44 },
      },
    ]);
  });

  it('takes the allowed operators as a parameter', () => {
    expect(parseRule('FICO != 1', { context: 'tier' }).ok).toBe(true);
    expect(parseRule('FICO != 1', { context: 'prescreen' }).ok).toBe(true);
    expect(parseRule('FICO != 1').ok).toBe(false);
    expect(issuesOf('FICO < 1', { allowedOperators: ['>='] })[0]?.message).toBe(
      "Operator '<' is not allowed at position 6; allowed operators: >=",
    );
  });

  it.each([
    ['FICO >= ', 'UNEXPECTED_END', 'Expected an integer value at position 9 but the rule ended'],
    ['FICO 680', 'UNEXPECTED_TOKEN', "Expected an operator (=, !=, <, >, <=, >=) at position 6 but found '680'"],
    ['(FICO > 1', 'UNBALANCED_PARENTHESIS', "Missing ')' for the '(' at position 1"],
    ['FICO > 1)', 'UNBALANCED_PARENTHESIS', "Unmatched ')' at position 9"],
  ])('reports the syntax error of %j as %s, with what was expected', (rule, code, message) => {
    expect(issuesOf(rule)[0]).toMatchObject({ code, message });
  });

  it('reports syntax errors with what was expected', () => {
    expect(issuesOf('FICO > AGE')[0]?.message).toBe("Expected an integer value at position 8 but found 'AGE'");
    expect(issuesOf('680 < FICO')[0]?.message).toBe("Expected a field or ( at position 1 but found '680'");
    expect(issuesOf('FICO > 1 AGE < 2')[0]?.message).toBe(
      "Expected and, or or the end of the rule at position 10 but found 'AGE'",
    );
    expect(issuesOf('FICO > 1 and')[0]?.code).toBe('UNEXPECTED_END');
  });

  it('keeps semantic issues found before a syntax error', () => {
    expect(issuesOf('NOPE > 1 and').map((issue) => issue.code)).toEqual(['UNKNOWN_FIELD', 'UNEXPECTED_END']);
  });
});
