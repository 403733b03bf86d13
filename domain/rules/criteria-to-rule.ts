import type { CriteriaCell } from '../criteria/criteria-cell.ts';
import type { RuleFieldName } from './bureau-fields.ts';
import type { RuleNode, RuleOperator } from './rule-ast.ts';

const NO_SPAN = { start: 0, end: 0 } as const;
const INTEGER = /^-?\d+$/;

export type CriteriaRuleResult = { ok: true; node: RuleNode } | { ok: false; message: string };

/**
 * Turns a criteria cell on a numeric bureau field into rule clauses joined by and. Equal / in values must be
 * integers, as console rule values are; the clauses carry no source span, so they are quoted via formatRule.
 */
export function criteriaToRule(field: RuleFieldName, cell: CriteriaCell): CriteriaRuleResult {
  const clauses: RuleNode[] = [];
  const integers = (values: readonly string[]): number[] | null =>
    values.every((value) => INTEGER.test(value)) ? values.map(Number) : null;
  const compare = (operator: RuleOperator, value: number) =>
    clauses.push({ kind: 'compare', field, operator, value, span: NO_SPAN });
  if (cell.floor !== null) compare(cell.floorOperator === 'GT' ? '>' : '>=', cell.floor);
  if (cell.ceil !== null) compare(cell.ceilOperator === 'LT' ? '<' : '<=', cell.ceil);
  for (const [text, operator] of [
    [cell.equal, '='],
    [cell.notequal, '!='],
  ] as const) {
    if (text === null) continue;
    const value = integers([text]);
    if (value === null) return { ok: false, message: `Values must be integers: '${text}' for ${field}` };
    compare(operator, value[0] as number);
  }
  for (const [list, negated] of [
    [cell.in, false],
    [cell.notin, true],
  ] as const) {
    if (list === null) continue;
    const values = integers(list);
    if (values === null) return { ok: false, message: `Values must be integers: '${list.join(',')}' for ${field}` };
    clauses.push({ kind: 'in', field, values, negated, span: NO_SPAN });
  }
  if (clauses.length === 0) return { ok: true, node: { kind: 'true', span: NO_SPAN } };
  return {
    ok: true,
    node: clauses.length === 1 ? (clauses[0] as RuleNode) : { kind: 'and', children: clauses, span: NO_SPAN },
  };
}
