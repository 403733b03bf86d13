import { describe, expect, it } from 'vitest';
import { TRANSACTION_OUTCOMES } from '../catalog/statuses.ts';
import { outcomeMovesTo, outcomeRank, transactionOutcomeLabel } from './transaction-outcome.ts';

describe('transaction outcomes (decision 0645)', () => {
  it('start from nothing at any outcome', () => {
    for (const outcome of TRANSACTION_OUTCOMES) expect(outcomeMovesTo(null, outcome)).toBe(true);
  });

  it('move forward only', () => {
    expect(outcomeMovesTo('Ineligible', 'Offered')).toBe(true);
    expect(outcomeMovesTo('Offered', 'Ineligible')).toBe(false);
    expect(outcomeMovesTo('Offered', 'Abandoned')).toBe(true);
    expect(outcomeMovesTo('Abandoned', 'Passed')).toBe(true);
    expect(outcomeMovesTo('Passed', 'Abandoned')).toBe(false);
    expect(outcomeMovesTo('Passed', 'Offered')).toBe(false);
    expect(outcomeMovesTo('Failed', 'Error')).toBe(false);
    expect(outcomeMovesTo('Offered', 'Offered')).toBe(false);
  });

  it('rank every catalogued outcome, Passed highest', () => {
    const ranks = TRANSACTION_OUTCOMES.map(outcomeRank);
    expect(Math.max(...ranks)).toBe(outcomeRank('Passed'));
    expect(Math.min(...ranks)).toBe(outcomeRank('Ineligible'));
  });

  it('label a stored outcome with the catalogue word', () => {
    expect(transactionOutcomeLabel('Offered')).toBe('Offered');
    expect(transactionOutcomeLabel(null)).toBe('Not recorded');
    expect(transactionOutcomeLabel('offered')).toBe('Not recorded');
  });
});
