import { notInArray } from 'drizzle-orm';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { FINISHED_CAMPAIGN_STATUSES, nextCampaignStatusFor } from '../../machines/campaign/campaign-lifecycle.ts';
import type { Db } from '../db/pool.ts';
import { ucCampaigns } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { lifecycleContext, transitionCampaign } from './campaign-transitions.ts';

/** A campaign moves at most along the whole chain in one run. */
const MAX_STEPS = 6;

/**
 * The `campaign-calendar` job (every minute): each non-terminal campaign whose dates call for a move (enrollment
 * starts/ends, offers activate, the active period ends) takes it through transitionCampaign, one audited step per
 * transaction. A step someone else took meanwhile (409) or that is no longer possible is skipped. Returns the moves.
 */
export async function applyCampaignCalendar(db: Db, now: Date): Promise<number> {
  const open = await db
    .select()
    .from(ucCampaigns)
    .where(notInArray(ucCampaigns.status, [...FINISHED_CAMPAIGN_STATUSES]));
  let moves = 0;
  for (const campaign of open) {
    let row = campaign;
    for (let step = 0; step < MAX_STEPS; step++) {
      if (
        nextCampaignStatusFor(row.status as CampaignStatus, lifecycleContext(row, now), { type: 'CALENDAR_TICK' }) ===
        null
      )
        break;
      try {
        const moved = await db.transaction((tx) =>
          transitionCampaign(tx, { campaignId: row.id, event: { type: 'CALENDAR_TICK' }, actor: 'system', now }),
        );
        row = moved.campaign;
        moves++;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_CAMPAIGN') break;
        throw error;
      }
    }
  }
  return moves;
}
