import { describe, expect, it } from 'vitest';
import { parseRule } from './parse-rule.ts';
import { toJsonRulesTopLevel } from './to-json-rules.ts';

const NO_SPAN = { start: 0, end: 0 };

describe('toJsonRulesTopLevel', () => {
  it('maps operators and nesting to json-rules-engine conditions', () => {
    const parsed = parseRule('FICO = 1 or AGE != 2 and (AGE < 3 or AGE > 4 or AGE <= 5 or AGE >= 6)', {
      context: 'tier',
    });
    if (!parsed.ok) throw new Error('parse');
    expect(toJsonRulesTopLevel(parsed.ast)).toEqual({
      any: [
        { fact: 'FICO', operator: 'equal', value: 1 },
        {
          all: [
            { fact: 'AGE', operator: 'notEqual', value: 2 },
            {
              any: [
                { fact: 'AGE', operator: 'lessThan', value: 3 },
                { fact: 'AGE', operator: 'greaterThan', value: 4 },
                { fact: 'AGE', operator: 'lessThanInclusive', value: 5 },
                { fact: 'AGE', operator: 'greaterThanInclusive', value: 6 },
              ],
            },
          ],
        },
      ],
    });
  });

  it('wraps a single clause and maps lists and the always-true rule', () => {
    expect(toJsonRulesTopLevel({ kind: 'in', field: 'AGE', values: [1], negated: true, span: NO_SPAN })).toEqual({
      all: [{ fact: 'AGE', operator: 'notIn', value: [1] }],
    });
    expect(toJsonRulesTopLevel({ kind: 'in', field: 'AGE', values: [1, 2], negated: false, span: NO_SPAN })).toEqual({
      all: [{ fact: 'AGE', operator: 'in', value: [1, 2] }],
    });
    expect(toJsonRulesTopLevel({ kind: 'true', span: NO_SPAN })).toEqual({ all: [] });
  });
});
