import { describe, expect, it } from 'vitest';
import { CONSOLE_RULE_OPERATORS, FIELD_TYPES, FILTER_OPERATORS, RULE_OPERATORS } from './operators.ts';

describe('operators', () => {
  it('has the six rule operators and the console subset without !=', () => {
    expect(RULE_OPERATORS).toEqual(['=', '!=', '<', '>', '<=', '>=']);
    expect(CONSOLE_RULE_OPERATORS).not.toContain('!=');
    for (const op of CONSOLE_RULE_OPERATORS) expect(RULE_OPERATORS).toContain(op);
  });

  it('has ten filter operators and five field types', () => {
    expect(FILTER_OPERATORS).toHaveLength(10);
    expect(FIELD_TYPES).toEqual(['DATE', 'INTEGER', 'TIMESTAMP', 'STRING', 'STRING_ENUM']);
  });
});
