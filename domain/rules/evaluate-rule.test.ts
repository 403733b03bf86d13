import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA_CELL } from '../criteria/criteria-cell.ts';
import { parseCriteria } from '../criteria/parse-criteria.ts';
import { compileRule } from './compile-rule.ts';
import { criteriaToRule } from './criteria-to-rule.ts';
import { clauseText, evaluateRule, failingClause } from './evaluate-rule.ts';
import { formatRule } from './format-rule.ts';
import { parseRule } from './parse-rule.ts';
import { recordArbitrary, ruleArbitrary, SOME_DERIVED_FIELDS } from './rule-arbitraries.test-support.ts';
import type { RuleNode } from './rule-ast.ts';

function parsed(source: string) {
  const result = parseRule(source, { context: 'tier' });
  if (!result.ok) throw new Error(result.issues[0]?.message);
  return result.ast;
}

const reader = (record: Record<string, number>) => (field: string) => record[field];

describe('evaluateRule', () => {
  const rule = parsed('FICO >= 680 and (DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)');

  it('evaluates and / or with precedence', () => {
    expect(evaluateRule(rule, reader({ FICO: 700, DEBT_TO_INCOME: 50, ESTIMATED_INCOME: 60000 }))).toBe(true);
    expect(evaluateRule(rule, reader({ FICO: 700, DEBT_TO_INCOME: 50, ESTIMATED_INCOME: 40000 }))).toBe(false);
    expect(evaluateRule(rule, reader({ FICO: 600, DEBT_TO_INCOME: 10, ESTIMATED_INCOME: 60000 }))).toBe(false);
  });

  it('fails a clause on a missing bureau value whatever the operator', () => {
    for (const source of ['AGE = 1', 'AGE != 1', 'AGE < 1', 'AGE >= 1']) {
      expect(evaluateRule(parsed(source), () => undefined)).toBe(false);
      expect(evaluateRule(parsed(source), () => Number.NaN)).toBe(false);
      expect(compileRule(parsed(source))({})).toBe(false);
    }
  });

  it('passes a clause on a missing derived value, deferring it to re-evaluation', () => {
    const derived = parsed('UC_DERIVED_FIELDS_StatedIncome >= 30000');
    expect(evaluateRule(derived, () => undefined)).toBe(true);
    expect(compileRule(derived)({})).toBe(true);
    expect(evaluateRule(derived, () => 20000)).toBe(false);
  });

  it('names the failing clause as written', () => {
    const source = 'FICO >= 680 and (DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)';
    const fails = (record: Record<string, number>) => {
      const clause = failingClause(rule, reader(record));
      return clause && clauseText(clause, source);
    };
    expect(fails({ FICO: 600, DEBT_TO_INCOME: 1, ESTIMATED_INCOME: 1 })).toBe('FICO >= 680');
    expect(fails({ FICO: 700, DEBT_TO_INCOME: 50, ESTIMATED_INCOME: 1 })).toBe(
      '(DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)',
    );
    expect(fails({ FICO: 700, DEBT_TO_INCOME: 1, ESTIMATED_INCOME: 1 })).toBeNull();
  });

  it('quotes clauses without a source through formatRule', () => {
    const cell = parseCriteria('GTE 600 NOTIN "1,2"');
    if (!cell.ok) throw new Error('cell');
    const built = criteriaToRule('VANTAGE_SCORE', cell.cell);
    if (!built.ok) throw new Error(built.message);
    const clause = failingClause(built.node, () => 1);
    expect(clause && clauseText(clause, null)).toBe('VANTAGE_SCORE >= 600');
    const second = failingClause(built.node, () => 700);
    expect(second).toBeNull();
  });
});

describe('criteriaToRule', () => {
  function ruleFor(text: string) {
    const cell = parseCriteria(text);
    if (!cell.ok) throw new Error(cell.error.message);
    return criteriaToRule('INQUIRIES_6M', cell.cell);
  }

  it('turns each part of a cell into a clause', () => {
    const result = ruleFor('GT 1 LTE 5 NOTEQ 3 IN "2,3,4" NOTIN "4"');
    expect(result.ok && formatRule(result.node)).toBe(
      'INQUIRIES_6M > 1 and INQUIRIES_6M <= 5 and INQUIRIES_6M != 3 and (INQUIRIES_6M = 2 or INQUIRIES_6M = 3 or INQUIRIES_6M = 4) and INQUIRIES_6M != 4',
    );
    expect(ruleFor('EQ 2')).toMatchObject({ ok: true, node: { kind: 'compare', operator: '=', value: 2 } });
    expect(ruleFor('LT 9')).toMatchObject({ ok: true, node: { kind: 'compare', operator: '<', value: 9 } });
    expect(ruleFor('GTE 9')).toMatchObject({ ok: true, node: { kind: 'compare', operator: '>=', value: 9 } });
  });

  it('refuses non-integer values on a numeric field', () => {
    expect(ruleFor('EQ CA')).toEqual({ ok: false, message: "Values must be integers: 'CA' for INQUIRIES_6M" });
    expect(ruleFor('IN "A,1"')).toEqual({ ok: false, message: "Values must be integers: 'A,1' for INQUIRIES_6M" });
  });

  it('reads an empty cell as always true', () => {
    const empty = criteriaToRule('AGE', EMPTY_CRITERIA_CELL);
    expect(empty.ok && evaluateRule(empty.node, () => 1)).toBe(true);
  });
});

describe('compiled and formatted rules (properties)', () => {
  const fields = ['FICO', 'AGE', 'TRADES_OPEN', ...SOME_DERIVED_FIELDS];
  const withGaps = fc.record(
    Object.fromEntries(fields.map((name) => [name, fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined })])),
  );

  it('compileRule agrees with evaluateRule, missing values included', () => {
    fc.assert(
      fc.property(ruleArbitrary({ fields: fields as never, withIn: true }), withGaps, (rule, record) => {
        expect(compileRule(rule)(record)).toBe(evaluateRule(rule, (field) => record[field]));
      }),
    );
  });

  it('formatRule text parses back to an equivalent rule with the same text', () => {
    fc.assert(
      fc.property(ruleArbitrary(), recordArbitrary(), (rule: RuleNode, record) => {
        const text = formatRule(rule);
        const back = parsed(text);
        expect(formatRule(back)).toBe(text);
        expect(evaluateRule(back, reader(record))).toBe(evaluateRule(rule, reader(record)));
      }),
    );
  });
});
