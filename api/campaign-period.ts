import * as v from 'valibot';

/** A campaign period as its inclusive first and last days (YYYY-MM-DD, the campaign's time zone; decision 0536). */
export const CampaignPeriod = v.object({ start: v.string(), end: v.string() });

/** The periods every console shows of a campaign, computed by domain/catalog/campaign-calendar.ts. */
export const campaignPeriodEntries = {
  enrollmentPeriod: v.nullable(CampaignPeriod),
  activeOffersPeriod: CampaignPeriod,
};
