import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  const schema = v.pipe(
    v.object({ a: v.pipe(v.string(), v.minLength(2, 'short')), b: v.array(v.number('number')) }),
    v.check((input) => input.a !== 'zz', 'no zz'),
  );

  it('is empty for valid input', () => {
    expect(fieldErrors(schema, { a: 'abc', b: [1] })).toEqual({});
  });

  it('groups messages by dotted path', () => {
    expect(fieldErrors(schema, { a: 'x', b: [1, 'two'] })).toEqual({ a: ['short'], 'b.1': ['number'] });
  });

  it('puts form-level messages under the empty key', () => {
    expect(fieldErrors(schema, { a: 'zz', b: [] })).toEqual({ '': ['no zz'] });
  });
});
