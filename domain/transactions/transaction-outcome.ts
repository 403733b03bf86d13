import { isOneOf } from '../catalog/code-set.ts';
import { TRANSACTION_OUTCOMES, type TransactionOutcome } from '../catalog/statuses.ts';

/**
 * How far a visit got (docs/decisions/0645): its first offers answer says Ineligible or Offered; a redemption that
 * ends it says Failed, Error or Abandoned; a settled one says Passed. An outcome only moves to a higher rank, so a
 * late or repeated write (a retried call, a second instance, the expiry job) never takes a visit back: Offered
 * never returns to Ineligible, and a visit that Passed stays Passed. The three ends of one rank do not replace each
 * other (the first end written is the one that ended the journey); a later settle still lifts any of them to Passed.
 */
const RANK: Readonly<Record<TransactionOutcome, number>> = {
  Ineligible: 0,
  Offered: 1,
  Failed: 2,
  Error: 2,
  Abandoned: 2,
  Passed: 3,
};

export const outcomeRank = (outcome: TransactionOutcome): number => RANK[outcome];

/** Whether a visit at `from` (none yet: null) may be recorded as `to`. */
export const outcomeMovesTo = (from: TransactionOutcome | null, to: TransactionOutcome): boolean =>
  from === null || RANK[to] > RANK[from];

export const isTransactionOutcome = (value: string): value is TransactionOutcome =>
  isOneOf(TRANSACTION_OUTCOMES, value);

/** The word a report shows for a stored outcome: the catalogue's own, or "Not recorded" for a visit before 0645. */
export const transactionOutcomeLabel = (value: string | null): string =>
  value !== null && isTransactionOutcome(value) ? value : 'Not recorded';
