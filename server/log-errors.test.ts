import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors.ts';

/** A pg DatabaseError's shape, as the driver builds it, without a database. */
function pgError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('serializeError', () => {
  it('keeps the SQL text and drops the parameters Drizzle writes into the message and the stack', () => {
    const cause = pgError('invalid input syntax for type uuid: "DEMO-1001 Garcia"', {
      code: '22P02',
      where: "unnamed portal parameter $1 = 'DEMO-1001 Garcia'",
    });
    const error = Object.assign(
      new Error('Failed query: select * from consumers where id = $1\nparams: DEMO-1001 Garcia'),
      {
        query: 'select * from consumers where id = $1',
        params: ['DEMO-1001 Garcia'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('Garcia');
    expect(logged).not.toContain('DEMO-1001');
    expect(logged).toContain('select * from consumers where id = $1');
    expect(logged).toContain('22P02');
  });

  it('drops detail (the row’s values) but keeps the constraint', () => {
    const error = pgError('duplicate key value violates unique constraint "consumers_email_key"', {
      code: '23505',
      detail: 'Key (email)=(maria@example.com) already exists.',
      constraint: 'consumers_email_key',
    });
    expect(serializeError(error)).toMatchObject({
      message: 'duplicate key value violates unique constraint "consumers_email_key"',
      detail: '[redacted]',
      constraint: 'consumers_email_key',
    });
  });

  it('passes anything that is not an error through', () => {
    expect(serializeError('text')).toBe('text');
    expect(serializeError(undefined)).toBeUndefined();
  });
});
