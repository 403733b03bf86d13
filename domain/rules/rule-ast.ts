import type { RuleFieldName } from './bureau-fields.ts';

export const RULE_OPERATORS = ['=', '!=', '<', '>', '<=', '>='] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/** Operators the console rule editor accepts (002 §5); tier and prescreen rules also take != (001 §3, 002 §3). */
export const RULE_CONTEXT_OPERATORS = {
  console: ['=', '<', '>', '<=', '>='],
  tier: RULE_OPERATORS,
  prescreen: RULE_OPERATORS,
} as const satisfies Record<string, readonly RuleOperator[]>;
export type RuleContext = keyof typeof RULE_CONTEXT_OPERATORS;

/** Offsets into the source text, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export type RuleNode =
  | { kind: 'compare'; field: RuleFieldName; operator: RuleOperator; value: number; span: Span }
  /** From criteria cells (IN / NOTIN lists); the console language itself has no list syntax. */
  | { kind: 'in'; field: RuleFieldName; values: readonly number[]; negated: boolean; span: Span }
  | { kind: 'and' | 'or'; children: readonly RuleNode[]; span: Span }
  /** A rule with no clauses (an empty criteria row): always true. */
  | { kind: 'true'; span: Span };

export type RuleIssueCode =
  | 'EMPTY_RULE'
  | 'INVALID_CHARACTER'
  | 'INVALID_TOKEN'
  | 'UNKNOWN_FIELD'
  | 'OPERATOR_NOT_ALLOWED'
  | 'VALUE_NOT_INTEGER'
  | 'UNEXPECTED_TOKEN'
  | 'UNEXPECTED_END'
  | 'UNBALANCED_PARENTHESIS';

export interface RuleIssue {
  code: RuleIssueCode;
  message: string;
  span: Span;
}

export type RuleParseResult = { ok: true; ast: RuleNode; source: string } | { ok: false; issues: readonly RuleIssue[] };
