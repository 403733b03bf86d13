/**
 * The criteria cell of a lending-criteria grid (001 §3): a floor and a ceiling with their operators, an equal and a
 * not-equal value, and in / not-in lists. Absent parts are null so a cell survives JSON and a database row unchanged.
 */
export type FloorOperator = 'GT' | 'GTE';
export type CeilOperator = 'LT' | 'LTE';

export interface CriteriaCell {
  floor: number | null;
  floorOperator: FloorOperator | null;
  ceil: number | null;
  ceilOperator: CeilOperator | null;
  equal: string | null;
  notequal: string | null;
  in: readonly string[] | null;
  notin: readonly string[] | null;
}

export const EMPTY_CRITERIA_CELL: CriteriaCell = Object.freeze({
  floor: null,
  floorOperator: null,
  ceil: null,
  ceilOperator: null,
  equal: null,
  notequal: null,
  in: null,
  notin: null,
});

export const CRITERIA_OPERATORS = ['GT', 'GTE', 'LT', 'LTE', 'EQ', 'NOTEQ', 'IN', 'NOTIN'] as const;
export type CriteriaOperator = (typeof CRITERIA_OPERATORS)[number];

/** Error codes of the criteria grammar; the messages are the seed's (001 §5) where it gives one. */
export type CriteriaErrorCode =
  | 'EMPTY'
  | 'SINGLE_TOKEN'
  | 'NO_VALUE_AFTER_IN'
  | 'NOT_QUOTED'
  | 'SPACES_IN_LIST'
  | 'INVALID_CHARACTER'
  | 'INVALID_TOKEN'
  | 'MISSING_VALUE'
  | 'DUPLICATE_OPERATOR';

export interface CriteriaError {
  code: CriteriaErrorCode;
  message: string;
  /** The offending text, as written. */
  token: string;
}

export type CriteriaParseResult = { ok: true; cell: CriteriaCell } | { ok: false; error: CriteriaError };
