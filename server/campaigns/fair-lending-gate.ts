import { FAIR_LENDING_MESSAGES, type FairLendingOverride } from '../../api/fair-lending.ts';
import type { CampaignLifecycleEvent } from '../../machines/campaign/campaign-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import { ApiError } from '../http/api-error.ts';
import { fairLendingReport } from '../offers/fair-lending-report.ts';

/** The lifecycle's activation events: both make the campaign's offers live (decision 0537). */
const ACTIVATIONS: readonly CampaignLifecycleEvent['type'][] = ['ACTIVATE_OFFERS', 'SCHEDULE_ACTIVATION'];

/** What the activation's audit row carries when the admin activated over flags. */
export interface FairLendingAuditNote {
  fairLending: { flaggedProducts: string[]; confirmation: string; reason: string };
}

/**
 * The fair-lending gate of an activation (decision 0653): the pre-check runs on the campaign; when a product is
 * flagged the activation needs the typed word and a reason (the body's `fairLending`, checked by its schema), else it
 * is refused 400 naming the flagged products. Answers the note for the audit row, or null (not an activation, or
 * nothing flagged: activation as before).
 */
export async function fairLendingGate(
  tx: Executor,
  campaignId: string,
  event: CampaignLifecycleEvent,
  override: FairLendingOverride | undefined,
): Promise<FairLendingAuditNote | null> {
  if (!ACTIVATIONS.includes(event.type)) return null;
  const report = await fairLendingReport(tx, campaignId);
  if (!report?.flagged) return null;
  const flaggedProducts = report.products
    .filter((product) => product.flagged)
    .map((product) => `${product.lenderName} ${product.productName}`);
  if (!override) {
    const message = FAIR_LENDING_MESSAGES.flagged(flaggedProducts);
    throw new ApiError(400, 'VALIDATION_FAILED', message, [{ path: 'fairLending.reason', message }]);
  }
  return {
    fairLending: { flaggedProducts, confirmation: override.confirmation.trim().toUpperCase(), reason: override.reason },
  };
}
