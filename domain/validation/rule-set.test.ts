import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { ruleSetSchema } from './rule-set.ts';

describe('rule set', () => {
  it('requires a name and description that are not only spaces', () => {
    expect(fieldErrors(ruleSetSchema, { name: 'Prime', description: 'Scores above 700' })).toEqual({});
    expect(fieldErrors(ruleSetSchema, { name: '  ', description: '\t' })).toEqual({
      name: ['Rule set name is required'],
      description: ['Rule set description is required'],
    });
    expect(fieldErrors(ruleSetSchema, {})).toEqual({
      name: ['Rule set name is required'],
      description: ['Rule set description is required'],
    });
  });
});
