import { sql } from 'drizzle-orm';
import { transitionCampaign } from '../campaigns/campaign-transitions.ts';
import type { Executor } from '../db/pool.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The campaign's move SCHEDULED → OFFERS_GENERATED when `generate-offers` completes (002 §4 forward chain), through
 * the campaign lifecycle (server/campaigns/campaign-transitions.ts: the campaignLifecycle machine, the conditional
 * update and the audit row in the same transaction). Returns whether the campaign moved (false when the lifecycle
 * refuses it, e.g. the campaign was not SCHEDULED).
 *
 * In the same transaction the campaign's evaluated consumers (those with the bureau's answer) take the workflow flag
 * OFFERS_GENERATED (000 §4: a consumer's workflow starts there): without it a consumer the pipeline imported
 * (workflow IMPORTED) could never see the offers once they are activated.
 */
export async function markOffersGenerated(tx: Executor, campaignId: string, now: Date): Promise<boolean> {
  try {
    await transitionCampaign(tx, { campaignId, event: { type: 'OFFERS_GENERATED' }, actor: 'system', now });
    await tx.execute(sql`update consumers c
         set workflow_state = array_append(array_remove(c.workflow_state, 'OFFERS_GENERATED'), 'OFFERS_GENERATED')
       where c.campaign_id = ${campaignId}
         and not ('OFFERS_GENERATED' = any(c.workflow_state))
         and exists (select 1 from bureau_attributes ba where ba.campaign_id = ${campaignId} and ba.consumer_id = c.id)`);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_CAMPAIGN') return false;
    throw error;
  }
}
