import { transitionCampaign } from '../campaigns/campaign-transitions.ts';
import type { Executor } from '../db/pool.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The campaign's move SCHEDULED → OFFERS_GENERATED when `generate-offers` completes (002 §4 forward chain), through
 * the campaign lifecycle (server/campaigns/campaign-transitions.ts: the campaignLifecycle machine, the conditional
 * update and the audit row in the same transaction). Returns whether the campaign moved (false when the lifecycle
 * refuses it, e.g. the campaign was not SCHEDULED).
 */
export async function markOffersGenerated(tx: Executor, campaignId: string, now: Date): Promise<boolean> {
  try {
    await transitionCampaign(tx, { campaignId, event: { type: 'OFFERS_GENERATED' }, actor: 'system', now });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_CAMPAIGN') return false;
    throw error;
  }
}
