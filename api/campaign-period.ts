import * as v from 'valibot';
import { CAMPAIGN_STATUSES, DISPLAY_CAMPAIGN_STATUSES } from '../domain/catalog/campaign-status.ts';

/** A campaign period as its inclusive first and last days (YYYY-MM-DD, the campaign's time zone; decision 0536). */
export const CampaignPeriod = v.object({ start: v.string(), end: v.string() });

/** The periods every console shows of a campaign, computed by domain/catalog/campaign-calendar.ts. */
export const campaignPeriodEntries = {
  enrollmentPeriod: v.nullable(CampaignPeriod),
  activeOffersPeriod: CampaignPeriod,
};

/**
 * A UC campaign as a participant (lender or embedder) sees it: its id, statuses, stored instants and periods. The
 * lender's and the embedder's campaign rows add their own enrollment on top.
 */
export const participantCampaignEntries = {
  campaignId: v.string(),
  name: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  displayStatus: v.picklist(DISPLAY_CAMPAIGN_STATUSES),
  enrollmentStartsAt: v.nullable(v.string()),
  enrollmentEndsAt: v.nullable(v.string()),
  /** The active offers period. */
  startsAt: v.string(),
  expiresAt: v.string(),
  /** The periods to show (inclusive days); the instants above are their stored bounds, the ends exclusive. */
  ...campaignPeriodEntries,
};
