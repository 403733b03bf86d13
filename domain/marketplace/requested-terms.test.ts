import { describe, expect, it } from 'vitest';
import { requestedTermsProblem } from './requested-terms.ts';

const terms = [
  { term: 36, minimum: '1000', limit: '20000' },
  { term: 60, minimum: '5000', limit: '40000' },
];

describe('requestedTermsProblem', () => {
  it('accepts a term the offer has with an amount within that term', () => {
    expect(requestedTermsProblem(terms, '20000', 36)).toBeNull();
    expect(requestedTermsProblem(terms, '35000', 60)).toBeNull();
  });

  it('refuses a term the offer does not have', () => {
    expect(requestedTermsProblem(terms, '5000', 7)).toEqual({
      path: 'term',
      message: 'This offer has no 7-month term.',
    });
  });

  it('refuses an amount above (or below) the chosen term’s own bounds, though another term covers it', () => {
    expect(requestedTermsProblem(terms, '35000', 36)).toEqual({
      path: 'amount',
      message: 'Enter an amount between 1000.00 and 20000.00 for the 36-month term',
    });
    expect(requestedTermsProblem(terms, '2000', 60)?.path).toBe('amount');
  });

  it('without a term, takes an amount any term covers', () => {
    expect(requestedTermsProblem(terms, '35000', undefined)).toBeNull();
    expect(requestedTermsProblem([{ term: 0, minimum: '500', limit: '5000' }], '4000', undefined)).toBeNull();
    expect(requestedTermsProblem(terms, '50000', undefined)?.path).toBe('amount');
  });
});
