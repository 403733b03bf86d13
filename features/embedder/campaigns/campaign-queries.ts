import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  type ConsumerFile,
  getEmbedderCampaign,
  listConsumerFiles,
  listEmbedderCampaigns,
} from '../../../api/embedder-campaigns.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import type { DisplayCampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import { campaignsCampaignQueriesMessages } from '../messages/campaigns-campaign-queries.ts';

/** 002 §8 load-failure wording ("There was an error getting the UC Campaigns"), a message of the catalogue. */
export const CAMPAIGNS_LOAD_FAILURE = campaignsCampaignQueriesMessages.loadFailure;
export const CAMPAIGNS_ROOT = '/embedder/console/campaign';

export const campaignsKey = (embedderId: number) => endpointKey(listEmbedderCampaigns, { embedderId });
export const campaignKey = (embedderId: number, campaignId: string) =>
  endpointKey(getEmbedderCampaign, { embedderId, campaignId });

// The campaign screens show their own failure in place: a 5xx does not send the user to the server-error page.
const quiet = { suppressServerErrorRedirect: true } as const;

/** The embedder's campaigns: for the screens' hook and their pages' loaders (features/embedder/embedder-pages.ts). */
export const embedderCampaignsQuery = (client: ApiClient, embedderId: number) =>
  endpointQuery(client, listEmbedderCampaigns, { params: { embedderId } }, quiet);

export function useEmbedderCampaigns(client: ApiClient, embedderId: number) {
  return useQuery(embedderCampaignsQuery(client, embedderId));
}

/** One campaign with the embedder's figures. */
export const embedderCampaignQuery = (client: ApiClient, embedderId: number, campaignId: string) =>
  endpointQuery(client, getEmbedderCampaign, { params: { embedderId, campaignId } }, quiet);

/** One campaign with the embedder's figures; `campaignId` undefined waits (e.g. until the list names the current). */
export function useCampaignDetail(client: ApiClient, embedderId: number, campaignId: string | undefined) {
  return useQuery({
    ...embedderCampaignQuery(client, embedderId, campaignId ?? ''),
    enabled: campaignId !== undefined,
  });
}

/** The first campaign of a display status (the list is newest first). */
/** The campaigns the next page shows (the campaigns page's Next section): enrolling, then processing. */
export const NEXT_PAGE_STATUSES = ['NEXT', 'BLACKOUT'] as const satisfies readonly DisplayCampaignStatus[];

export const campaignWith = <C extends { displayStatus: DisplayCampaignStatus }>(
  campaigns: readonly C[] | undefined,
  status: DisplayCampaignStatus,
): C | undefined => campaigns?.find((campaign) => campaign.displayStatus === status);

/**
 * The campaign's latest consumer file (the next page resumes it), null when none was uploaded: the latest file only
 * (size 1, newest first), its own entry under the list's key, refreshed with the list.
 */
export const latestConsumerFileQuery = (client: ApiClient, embedderId: number, campaignId: string) =>
  queryOptions({
    queryKey: endpointKey(listConsumerFiles, { embedderId }, { latestOf: campaignId }),
    queryFn: async ({ signal }): Promise<ConsumerFile | null> => {
      const page = await client.call(listConsumerFiles, {
        params: { embedderId },
        query: {
          size: 1,
          sort: 'uploadedAt,desc',
          filter: JSON.stringify([{ field: 'campaignId', operator: 'EQUAL', value: campaignId }]),
        },
        signal,
        suppressServerErrorRedirect: true,
      });
      return page.content[0] ?? null;
    },
  });

/** The latest consumer file of a campaign; `campaignId` undefined waits (until the embedder is enrolled). */
export function useLatestConsumerFile(client: ApiClient, embedderId: number, campaignId: string | undefined) {
  return useQuery({
    ...latestConsumerFileQuery(client, embedderId, campaignId ?? ''),
    enabled: campaignId !== undefined,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The completed page's campaign id, or undefined for an address that cannot name one (no call is made then). */
export const campaignIdOf = (param: string): string | undefined => (UUID.test(param) ? param : undefined);
