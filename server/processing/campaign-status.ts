import { sql } from 'drizzle-orm';
import { transitionCampaign } from '../campaigns/campaign-transitions.ts';
import type { Executor } from '../db/pool.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The campaign's move SCHEDULED → OFFERS_GENERATED when `generate-offers` completes (002 §4 forward chain), through
 * the campaign lifecycle (server/campaigns/campaign-transitions.ts: the campaignLifecycle machine, the conditional
 * update and the audit row in the same transaction). Returns whether the campaign moved (false when the lifecycle
 * refuses it, e.g. the campaign was not SCHEDULED). The campaign's consumers take OFFERS_GENERATED into their
 * workflow state with it: the marketplace shows offers only to a consumer whose state holds it (001 §4), and an
 * imported consumer's state was only IMPORTED, so no consumer of a processed campaign ever saw an offer.
 */
export async function markOffersGenerated(tx: Executor, campaignId: string, now: Date): Promise<boolean> {
  try {
    await transitionCampaign(tx, { campaignId, event: { type: 'OFFERS_GENERATED' }, actor: 'system', now });
    await tx.execute(
      sql`update consumers set workflow_state = array_append(workflow_state, 'OFFERS_GENERATED')
           where campaign_id = ${campaignId} and not ('OFFERS_GENERATED' = any(workflow_state))`,
    );
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_CAMPAIGN') return false;
    throw error;
  }
}
