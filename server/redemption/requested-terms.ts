import type { TierTerm } from '../../domain/engine/engine-types.ts';
import { requestedTermsProblem } from '../../domain/marketplace/requested-terms.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * 400 unless the term is one of the offer's own and the amount lies within it (issue 17 item 9): the redemption, its
 * journey's progress and a pending redemption's change all check it before anything is written.
 */
export function assertRequestedTerms(
  terms: readonly TierTerm[],
  amount: string,
  term: number | null | undefined,
): void {
  const problem = requestedTermsProblem(terms, amount, term);
  if (problem) throw new ApiError(400, 'VALIDATION_FAILED', problem.message, [problem]);
}
