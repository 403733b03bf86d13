import type { RuleIssue, RuleOperator, Span } from './rule-ast.ts';

export type RuleToken =
  | { type: 'word' | 'integer' | 'decimal' | 'and' | 'or' | '(' | ')'; text: string; span: Span }
  | { type: 'operator'; text: RuleOperator; span: Span };

/** Positions in messages count from 1, as an editor's column does. */
export const ruleMessages = {
  empty: 'Empty rules cannot be saved',
  invalidCharacter: (character: string, at: number) => `Invalid character '${character}' at position ${at + 1}`,
  invalidToken: (text: string, at: number) => `Invalid token '${text}' at position ${at + 1}`,
  unknownField: (text: string, at: number) => `Unknown bureau field '${text}' at position ${at + 1}`,
  operatorNotAllowed: (operator: string, at: number, allowed: readonly string[]) =>
    `Operator '${operator}' is not allowed at position ${at + 1}; allowed operators: ${allowed.join(', ')}`,
  notInteger: (text: string, at: number) => `Values must be integers: '${text}' at position ${at + 1}`,
  unexpected: (expected: string, text: string, at: number) =>
    `Expected ${expected} at position ${at + 1} but found '${text}'`,
  unexpectedEnd: (expected: string, at: number) => `Expected ${expected} at position ${at + 1} but the rule ended`,
  unmatchedClose: (at: number) => `Unmatched ')' at position ${at + 1}`,
  unclosedOpen: (at: number) => `Missing ')' for the '(' at position ${at + 1}`,
} as const;

const WORD_CHARACTER = /[A-Za-z0-9_.]/;
const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.\d*|\.\d+)$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type TokenizeResult = { ok: true; tokens: RuleToken[] } | { ok: false; issues: RuleIssue[] };

/** Splits rule text into tokens, flagging every invalid character and malformed word rather than only the first. */
export function tokenizeRule(source: string): TokenizeResult {
  const tokens: RuleToken[] = [];
  const issues: RuleIssue[] = [];
  let at = 0;
  while (at < source.length) {
    const character = source[at] as string;
    if (/\s/.test(character)) {
      at += 1;
      continue;
    }
    if (character === '(' || character === ')') {
      tokens.push({ type: character, text: character, span: { start: at, end: at + 1 } });
      at += 1;
      continue;
    }
    if ('<>=!'.includes(character)) {
      const pair = source.slice(at, at + 2);
      const operator = (['<=', '>=', '!='] as const).find((candidate) => candidate === pair);
      if (operator !== undefined) {
        tokens.push({ type: 'operator', text: operator, span: { start: at, end: at + 2 } });
        at += 2;
      } else if (character === '!') {
        issues.push({ code: 'INVALID_CHARACTER', message: ruleMessages.invalidCharacter('!', at), span: span(at, 1) });
        at += 1;
      } else {
        tokens.push({ type: 'operator', text: character as RuleOperator, span: { start: at, end: at + 1 } });
        at += 1;
      }
      continue;
    }
    if (WORD_CHARACTER.test(character) || character === '-') {
      let end = at + 1;
      while (end < source.length && WORD_CHARACTER.test(source[end] as string)) end += 1;
      const text = source.slice(at, end);
      const wordSpan = { start: at, end };
      if (INTEGER.test(text)) tokens.push({ type: 'integer', text, span: wordSpan });
      else if (DECIMAL.test(text)) tokens.push({ type: 'decimal', text, span: wordSpan });
      else if (IDENTIFIER.test(text)) {
        const keyword = text.toLowerCase();
        tokens.push({ type: keyword === 'and' || keyword === 'or' ? keyword : 'word', text, span: wordSpan });
      } else issues.push({ code: 'INVALID_TOKEN', message: ruleMessages.invalidToken(text, at), span: wordSpan });
      at = end;
      continue;
    }
    issues.push({
      code: 'INVALID_CHARACTER',
      message: ruleMessages.invalidCharacter(character, at),
      span: span(at, 1),
    });
    at += 1;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, tokens };
}

function span(start: number, length: number): Span {
  return { start, end: start + length };
}
