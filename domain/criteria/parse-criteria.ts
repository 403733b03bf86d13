import { isOneOf } from '../catalog/code-set.ts';
import {
  CRITERIA_OPERATORS,
  type CriteriaCell,
  type CriteriaError,
  type CriteriaErrorCode,
  type CriteriaOperator,
  type CriteriaParseResult,
  EMPTY_CRITERIA_CELL,
} from './criteria-cell.ts';

/** Exact messages of 001 §5; the others are ours and follow their tone. */
export const CRITERIA_MESSAGES = {
  noValueAfterIn: 'No value found after in',
  notQuoted: 'should be enclosed in double-quotes!',
  spacesInList: 'There should be no spaces between comma separated values when in is used.',
  invalidCharacter: (text: string) => `Invalid character found in ${text}`,
  invalidToken: (token: string) => `Invalid token: ${token}`,
  singleToken: (token: string) => `Invalid criteria: ${token} needs an operator and a value`,
  missingValue: (operator: string) => `No value found after ${operator.toLowerCase()}`,
  duplicateOperator: (operator: string) => `Duplicate operator: ${operator}`,
  empty: 'Criteria cannot be empty',
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;
const SCALAR_VALUE = /^-?[A-Za-z0-9]+(\.[0-9]+)?$/;
const LIST_VALUE = /^[A-Za-z0-9]+$/;

function fail(code: CriteriaErrorCode, message: string, token: string): CriteriaParseResult {
  const error: CriteriaError = { code, message, token };
  return { ok: false, error };
}

function isOperator(token: string): token is CriteriaOperator {
  return isOneOf(CRITERIA_OPERATORS, token);
}

/**
 * Parses criteria text such as `GTE 600 LT 800` or `NOTIN "X,Y"` into a criteria cell. Operators are matched without
 * regard to case. Each slot (floor, ceiling, equal, not-equal, in, not-in) may appear once.
 */
export function parseCriteria(text: string): CriteriaParseResult {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const first = tokens[0];
  if (first === undefined) return fail('EMPTY', CRITERIA_MESSAGES.empty, '');
  if (tokens.length === 1) {
    const upper = first.toUpperCase();
    if (upper === 'IN' || upper === 'NOTIN') return fail('NO_VALUE_AFTER_IN', CRITERIA_MESSAGES.noValueAfterIn, first);
    if (!isOperator(upper)) return fail('SINGLE_TOKEN', CRITERIA_MESSAGES.singleToken(first), first);
    return fail('MISSING_VALUE', CRITERIA_MESSAGES.missingValue(upper), first);
  }
  const cell: { -readonly [K in keyof CriteriaCell]: CriteriaCell[K] } = { ...EMPTY_CRITERIA_CELL };
  let index = 0;
  while (index < tokens.length) {
    const raw = tokens[index] as string;
    const operator = raw.toUpperCase();
    if (!isOperator(operator)) return fail('INVALID_TOKEN', CRITERIA_MESSAGES.invalidToken(raw), raw);
    const value = tokens[index + 1];
    index += 2;
    if (operator === 'IN' || operator === 'NOTIN') {
      if (value === undefined) return fail('NO_VALUE_AFTER_IN', CRITERIA_MESSAGES.noValueAfterIn, raw);
      const list = readList(value, tokens, index);
      if (!list.ok) return { ok: false, error: list.error };
      const slot = operator === 'IN' ? 'in' : 'notin';
      if (cell[slot] !== null) return fail('DUPLICATE_OPERATOR', CRITERIA_MESSAGES.duplicateOperator(operator), raw);
      cell[slot] = list.values;
      continue;
    }
    if (value === undefined) return fail('MISSING_VALUE', CRITERIA_MESSAGES.missingValue(operator), raw);
    // `GTE LT 5` lacks a number; an EQ value is taken as written, so `EQ GT` compares with the text GT.
    const numeric = operator !== 'EQ' && operator !== 'NOTEQ';
    if (numeric && isOperator(value.toUpperCase())) {
      return fail('MISSING_VALUE', CRITERIA_MESSAGES.missingValue(operator), raw);
    }
    const slotted = placeValue(cell, operator, value);
    if (slotted !== null) return slotted;
  }
  return { ok: true, cell };
}

function placeValue(
  cell: { -readonly [K in keyof CriteriaCell]: CriteriaCell[K] },
  operator: Exclude<CriteriaOperator, 'IN' | 'NOTIN'>,
  value: string,
): CriteriaParseResult | null {
  const duplicate = fail('DUPLICATE_OPERATOR', CRITERIA_MESSAGES.duplicateOperator(operator), operator);
  if (operator === 'EQ' || operator === 'NOTEQ') {
    if (!SCALAR_VALUE.test(value)) return fail('INVALID_CHARACTER', CRITERIA_MESSAGES.invalidCharacter(value), value);
    const slot = operator === 'EQ' ? 'equal' : 'notequal';
    if (cell[slot] !== null) return duplicate;
    cell[slot] = value;
    return null;
  }
  if (!NUMBER.test(value)) return fail('INVALID_TOKEN', CRITERIA_MESSAGES.invalidToken(value), value);
  if (operator === 'GT' || operator === 'GTE') {
    if (cell.floor !== null) return duplicate;
    cell.floor = Number(value);
    cell.floorOperator = operator;
  } else {
    if (cell.ceil !== null) return duplicate;
    cell.ceil = Number(value);
    cell.ceilOperator = operator;
  }
  return null;
}

type ListResult = { ok: true; values: string[] } | { ok: false; error: CriteriaError };

/** Reads the quoted list after IN / NOTIN; the tokens after it tell a list broken by spaces from an unquoted one. */
function readList(value: string, tokens: readonly string[], nextIndex: number): ListResult {
  const error = (code: CriteriaErrorCode, message: string): ListResult => ({
    ok: false,
    error: { code, message, token: value },
  });
  const opensQuote = value.startsWith('"');
  const closesQuote = value.length > 1 && value.endsWith('"');
  if (opensQuote && !closesQuote) {
    // `IN "A, B"`: the list continues in the next token, so the writer put spaces in it.
    const closesLater = tokens.slice(nextIndex).some((token) => token.endsWith('"'));
    return closesLater
      ? error('SPACES_IN_LIST', CRITERIA_MESSAGES.spacesInList)
      : error('NOT_QUOTED', CRITERIA_MESSAGES.notQuoted);
  }
  if (!opensQuote) return error('NOT_QUOTED', CRITERIA_MESSAGES.notQuoted);
  const inner = value.slice(1, -1);
  if (inner.length === 0) return error('NO_VALUE_AFTER_IN', CRITERIA_MESSAGES.noValueAfterIn);
  const values = inner.split(',');
  if (!values.every((item) => LIST_VALUE.test(item))) {
    return error('INVALID_CHARACTER', CRITERIA_MESSAGES.invalidCharacter(value));
  }
  return { ok: true, values };
}
