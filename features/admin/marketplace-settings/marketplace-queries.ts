import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { listUcCampaigns, type UcCampaign } from '../../../api/uc-campaigns.ts';
import { marketplaceSettingsQuery } from '../../../console/marketplace-settings-query.ts';
import type { ConsolePageLoaderContext } from '../../../kit/console-page.ts';
import { campaignHasTag } from '../../../machines/campaign/campaign-lifecycle.ts';
import { lenderQuery } from '../lenders/use-lender.ts';

/** The lender page links to `ucCampaign/next/…`: the next campaign (002 §4), the earliest to start of those upcoming. */
export const NEXT_CAMPAIGN = 'next';

/** The campaigns `next` is chosen from, earliest start first. */
export const upcomingCampaignsQuery = (client: ApiClient) =>
  endpointQuery(client, listUcCampaigns, { query: { size: 100, sort: 'startsAt,asc' } });

/** The next campaign's id, or null when none is upcoming (the page then says the workflows are unavailable). */
export const nextCampaignIdOf = (campaigns: { readonly content: readonly UcCampaign[] }): string | null =>
  campaigns.content.find((campaign) => campaignHasTag(campaign.status, 'upcoming'))?.ucCampaignId ?? null;

type MarketplaceLoaderContext = Pick<ConsolePageLoaderContext, 'client' | 'queryClient'> & {
  readonly params: { readonly lenderId: string; readonly ucCampaignId: string };
};

/**
 * The loader of every marketplace workflow page (lender side and campaign side): the lender its title names and
 * the workflows of the campaign, `next` resolved first as the screen resolves it.
 */
export async function loadMarketplaceSettings({ client, queryClient, params }: MarketplaceLoaderContext) {
  const lender = queryClient.ensureQueryData(lenderQuery(client, params.lenderId));
  const ucCampaignId =
    params.ucCampaignId === NEXT_CAMPAIGN
      ? nextCampaignIdOf(await queryClient.ensureQueryData(upcomingCampaignsQuery(client)))
      : params.ucCampaignId;
  const settings =
    ucCampaignId === null
      ? undefined
      : queryClient.ensureQueryData(marketplaceSettingsQuery(client, Number(params.lenderId), ucCampaignId));
  await Promise.all([lender, settings]);
}
