import fc from 'fast-check';
import { BUREAU_FIELDS, DERIVED_FIELDS, type RuleFieldName } from './bureau-fields.ts';
import { RULE_OPERATORS, type RuleNode } from './rule-ast.ts';

/** fast-check generators of rules and records, shared by the rule, engine and differential tests. */
const NO_SPAN = { start: 0, end: 0 };

export function ruleArbitrary(options: { fields?: readonly RuleFieldName[]; withIn?: boolean } = {}) {
  const fields = options.fields ?? BUREAU_FIELDS.slice(0, 8).map((field) => field.name);
  const field = fc.constantFrom(...fields);
  const value = fc.integer({ min: -5, max: 20 });
  const compare = fc.record({
    kind: fc.constant('compare' as const),
    field,
    operator: fc.constantFrom(...RULE_OPERATORS),
    value,
    span: fc.constant(NO_SPAN),
  });
  const inList = fc.record({
    kind: fc.constant('in' as const),
    field,
    values: fc.array(value, { minLength: 1, maxLength: 4 }),
    negated: fc.boolean(),
    span: fc.constant(NO_SPAN),
  });
  const leaf: fc.Arbitrary<RuleNode> = options.withIn ? fc.oneof(compare, compare, inList) : compare;
  const { node } = fc.letrec<{ node: RuleNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({
        kind: fc.constantFrom('and' as const, 'or' as const),
        children: fc.array(tie('node'), { minLength: 2, maxLength: 3 }),
        span: fc.constant(NO_SPAN),
      }),
    ),
  }));
  return node;
}

export function recordArbitrary(fields: readonly string[] = BUREAU_FIELDS.slice(0, 8).map((field) => field.name)) {
  return fc.record(Object.fromEntries(fields.map((name) => [name, fc.integer({ min: -5, max: 20 })])));
}

export const SOME_DERIVED_FIELDS = DERIVED_FIELDS.slice(0, 2);
