import * as v from 'valibot';
import type { DisplayCampaignStatus } from '../domain/catalog/campaign-status.ts';

/**
 * Which next campaign a lender's enrollment page or an embedder's next-campaign page is about. Two campaigns can be
 * in enrollment at once and the seed's routes name none, so the page takes `?campaignId=`; without it (or for an
 * id that is not one of the shown campaigns) the first next campaign.
 */
export const nextCampaignIdSearch = {
  campaignId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
};
export const nextCampaignSearch = v.object(nextCampaignIdSearch);
export type NextCampaignSearch = v.InferOutput<typeof nextCampaignSearch>;

interface ShownCampaign {
  readonly campaignId: string;
  readonly displayStatus: DisplayCampaignStatus;
}

/** The campaign `campaignId` names among those shown as `shown`, else the first NEXT one. */
export function nextCampaignOf<C extends ShownCampaign>(
  campaigns: readonly C[] | undefined,
  campaignId: string | undefined,
  shown: readonly DisplayCampaignStatus[] = ['NEXT'],
): C | undefined {
  const named = campaigns?.find((c) => c.campaignId === campaignId && shown.includes(c.displayStatus));
  return named ?? campaigns?.find((c) => c.displayStatus === 'NEXT');
}
