import { canonicalField } from './bureau-fields.ts';
import {
  RULE_CONTEXT_OPERATORS,
  type RuleContext,
  type RuleIssue,
  type RuleNode,
  type RuleOperator,
  type RuleParseResult,
  type Span,
} from './rule-ast.ts';
import { type RuleToken, ruleMessages, tokenizeRule } from './tokenize-rule.ts';

export interface ParseRuleOptions {
  /** Which operators are accepted; defaults to the context's list, and the context defaults to the console editor. */
  context?: RuleContext;
  allowedOperators?: readonly RuleOperator[];
}

class SyntaxIssue extends Error {
  constructor(readonly issue: RuleIssue) {
    super(issue.message);
  }
}

/**
 * Parses the rule language: `FIELD op INTEGER` clauses joined by and / or, with parentheses; and binds tighter than
 * or. Syntax errors stop at the first; field, operator and value errors are all collected so an editor can mark each.
 */
export function parseRule(source: string, options: ParseRuleOptions = {}): RuleParseResult {
  if (source.trim() === '') {
    return { ok: false, issues: [{ code: 'EMPTY_RULE', message: ruleMessages.empty, span: { start: 0, end: 0 } }] };
  }
  const tokenized = tokenizeRule(source);
  if (!tokenized.ok) return { ok: false, issues: tokenized.issues };
  const allowed = options.allowedOperators ?? RULE_CONTEXT_OPERATORS[options.context ?? 'console'];
  const parser = new RuleParser(tokenized.tokens, source.length, allowed);
  try {
    const ast = parser.parse();
    return parser.issues.length > 0 ? { ok: false, issues: parser.issues } : { ok: true, ast, source };
  } catch (error) {
    if (error instanceof SyntaxIssue) return { ok: false, issues: [...parser.issues, error.issue] };
    throw error;
  }
}

class RuleParser {
  readonly issues: RuleIssue[] = [];
  private index = 0;

  constructor(
    private readonly tokens: readonly RuleToken[],
    private readonly sourceLength: number,
    private readonly allowed: readonly RuleOperator[],
  ) {}

  parse(): RuleNode {
    const node = this.parseOr();
    const extra = this.tokens[this.index];
    if (extra !== undefined) {
      if (extra.type === ')') {
        throw new SyntaxIssue({
          code: 'UNBALANCED_PARENTHESIS',
          message: ruleMessages.unmatchedClose(extra.span.start),
          span: extra.span,
        });
      }
      this.fail('and, or or the end of the rule', extra);
    }
    return node;
  }

  private parseOr(): RuleNode {
    return this.parseJoined('or', () => this.parseAnd());
  }

  private parseAnd(): RuleNode {
    return this.parseJoined('and', () => this.parsePrimary());
  }

  /** One precedence level; children of the same kind are flattened so `a and (b and c)` is one and of three. */
  private parseJoined(kind: 'and' | 'or', parseOperand: () => RuleNode): RuleNode {
    const first = parseOperand();
    const children: RuleNode[] = [first];
    while (this.tokens[this.index]?.type === kind) {
      this.index += 1;
      children.push(parseOperand());
    }
    if (children.length === 1) return first;
    const flat = children.flatMap((child) => (child.kind === kind ? child.children : [child]));
    return { kind, children: flat, span: { start: first.span.start, end: (children.at(-1) as RuleNode).span.end } };
  }

  private parsePrimary(): RuleNode {
    const token = this.next('a field or (');
    if (token.type === '(') {
      const inner = this.parseOr();
      const close = this.tokens[this.index];
      if (close?.type !== ')') {
        throw new SyntaxIssue({
          code: 'UNBALANCED_PARENTHESIS',
          message: ruleMessages.unclosedOpen(token.span.start),
          span: token.span,
        });
      }
      this.index += 1;
      // The group keeps its parentheses in its span so a failing clause is quoted as written.
      return { ...inner, span: { start: token.span.start, end: close.span.end } };
    }
    if (token.type !== 'word') this.fail('a field or (', token);
    const field = canonicalField(token.text);
    if (field === null) {
      this.issues.push({
        code: 'UNKNOWN_FIELD',
        message: ruleMessages.unknownField(token.text, token.span.start),
        span: token.span,
      });
    }
    const operator = this.next('an operator (=, !=, <, >, <=, >=)');
    if (operator.type !== 'operator') this.fail('an operator (=, !=, <, >, <=, >=)', operator);
    if (!this.allowed.includes(operator.text as RuleOperator)) {
      this.issues.push({
        code: 'OPERATOR_NOT_ALLOWED',
        message: ruleMessages.operatorNotAllowed(operator.text, operator.span.start, this.allowed),
        span: operator.span,
      });
    }
    const value = this.next('an integer value');
    if (value.type === 'decimal') {
      this.issues.push({
        code: 'VALUE_NOT_INTEGER',
        message: ruleMessages.notInteger(value.text, value.span.start),
        span: value.span,
      });
    } else if (value.type !== 'integer') {
      this.fail('an integer value', value);
    }
    const span: Span = { start: token.span.start, end: value.span.end };
    // An unknown field was recorded as an issue, so this placeholder never leaves the parser.
    return {
      kind: 'compare',
      field: field ?? 'FICO',
      operator: operator.text as RuleOperator,
      value: Number(value.text),
      span,
    };
  }

  private next(expected: string): RuleToken {
    const token = this.tokens[this.index];
    if (token === undefined) {
      throw new SyntaxIssue({
        code: 'UNEXPECTED_END',
        message: ruleMessages.unexpectedEnd(expected, this.sourceLength),
        span: { start: this.sourceLength, end: this.sourceLength },
      });
    }
    this.index += 1;
    return token;
  }

  private fail(expected: string, token: RuleToken): never {
    throw new SyntaxIssue({
      code: 'UNEXPECTED_TOKEN',
      message: ruleMessages.unexpected(expected, token.text, token.span.start),
      span: token.span,
    });
  }
}
