import { and, eq } from 'drizzle-orm';
import { documentFailure, isDocumentFailureStatus } from '../../domain/catalog/document-verification.ts';
import type { TransactionOutcome } from '../../domain/catalog/statuses.ts';
import { loanLeads } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext } from '../http/context.ts';
import { recordVisitOutcome, type Visit } from './transaction-outcomes.ts';

/** The signed-in consumer's visit (docs/decisions/0645), or null outside a consumer session. */
export function visitOf(c: AppContext): Visit | null {
  const auth = c.get('auth');
  if (auth?.realm !== 'consumer' || !auth.sessionId) return null;
  const row = c.get('consumer');
  return {
    visitId: auth.sessionId,
    consumerId: auth.sub,
    campaignId: row?.campaign?.id ?? row?.consumer.campaignId ?? null,
  };
}

/**
 * The outcome a refusal of the identity or licence check ends the journey with: Failed when the check itself said
 * no for good (attempts used up, knowledge answers wrong, locked out, the last licence scan refused); Error when the
 * vendor or the server failed (a 5xx or anything not an ApiError). A refusal the consumer can still get past (a
 * wrong passcode with attempts left, an expired session they can restart) ends nothing: null.
 */
export function refusalOutcome(error: unknown): TransactionOutcome | null {
  if (!(error instanceof ApiError)) return 'Error';
  if (error.status >= 500) return 'Error';
  if (error.code === 'IDV_SSNDOB_VALIDATION_FAILED') return 'Failed';
  if (error.code === 'IDV_VALIDATION_FAILED' && error.status === 403) return 'Failed';
  return null;
}

/** A redemption's failure ends the journey only when the server or a provider failed; a refusal is an answer. */
export const serverFailureOutcome = (error: unknown): TransactionOutcome | null =>
  !(error instanceof ApiError) || error.status >= 500 ? 'Error' : null;

/** A licence scan refused for good (the last attempt used, or a final answer): Failed; a server failure: Error. */
export function scanRefusalOutcome(error: unknown): TransactionOutcome | null {
  if (!(error instanceof ApiError) || error.status >= 500) return 'Error';
  return error.status === 429 || error.status === 409 ? 'Failed' : null;
}

/** A licence scan's answered status that ends the journey: a failure the consumer may not retry. */
export const scanOutcome = (status: string): TransactionOutcome | null =>
  isDocumentFailureStatus(status) && !documentFailure(status).retry ? 'Failed' : null;

/**
 * Runs a consumer's identity, licence or redemption call and records on the visit the outcome its failure ends the
 * journey with (refusalOutcome, or Error for any server failure), then rethrows. The record never hides the call's
 * own answer: a failure to record is logged, not thrown.
 */
export async function withVisitOutcome<T>(
  c: AppContext,
  call: () => Promise<T>,
  refusal: (error: unknown) => TransactionOutcome | null = refusalOutcome,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const outcome = refusal(error);
    if (outcome) await recordOutcome(c, outcome);
    throw error;
  }
}

/** Records `outcome` on the visit, if there is one; a failure is logged (the consumer's call must not fail on it). */
export async function recordOutcome(
  c: AppContext,
  outcome: TransactionOutcome,
  redemption?: { redemptionId: string },
): Promise<void> {
  const visit = visitOf(c);
  if (!visit) return;
  const { db, logger } = c.get('deps');
  try {
    const fiId = redemption ? await lenderOf(c, visit.consumerId, redemption.redemptionId) : null;
    await recordVisitOutcome(
      db,
      visit,
      outcome,
      redemption ? { redemptionId: redemption.redemptionId, fiId } : undefined,
    );
  } catch (error) {
    logger.error({ err: error, outcome }, 'transaction outcome not recorded');
  }
}

/** The redemption's lender, read with the consumer's id too: under Citus one node answers it (docs/scaling.md). */
async function lenderOf(c: AppContext, consumerId: string, redemptionId: string): Promise<string | null> {
  const [lead] = await c
    .get('deps')
    .db.select({ fiId: loanLeads.fiId })
    .from(loanLeads)
    .where(and(eq(loanLeads.consumerId, consumerId), eq(loanLeads.redemptionId, redemptionId)));
  return lead?.fiId ?? null;
}
