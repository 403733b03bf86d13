import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  getEnrollment,
  getLenderCampaign,
  listCatalogue,
  listLenderCampaigns,
  listRateFiles,
} from '../../../api/lender-campaigns.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { enrollmentCampaignQueriesMessages as m } from '../messages/enrollment-campaign-queries.ts';

/** 002 §8 load-failure wording ("There was an error getting the UC Campaigns"), from the catalogue. */
export const CAMPAIGNS_LOAD_FAILURE = m.campaignsLoadFailure;
export const PRODUCTS_LOAD_FAILURE = m.productsLoadFailure;
export const CAMPAIGN_ROOT = '/lender/console/campaign';

export const campaignsKey = (fiId: number) => endpointKey(listLenderCampaigns, { fiId });
export const enrollmentKey = (fiId: number) => endpointKey(getEnrollment, { fiId });
export const catalogueKey = (fiId: number) => endpointKey(listCatalogue, { fiId });
export const rateFilesKey = (fiId: number) => endpointKey(listRateFiles, { fiId });

// These screens show their own failure in place: a 5xx does not send the user to the server-error page.
const quiet = { suppressServerErrorRedirect: true } as const;

/** The query options of the enrollment screens, for their hooks and their pages' loaders (features/lender/lender-pages.ts). */
export const campaignQueries = {
  campaigns: (client: ApiClient, fiId: number) =>
    endpointQuery(client, listLenderCampaigns, { params: { fiId } }, quiet),
  campaign: (client: ApiClient, fiId: number, campaignId: string) =>
    endpointQuery(client, getLenderCampaign, { params: { fiId, campaignId } }, quiet),
  enrollment: (client: ApiClient, fiId: number, campaignId: string) =>
    endpointQuery(client, getEnrollment, { params: { fiId, campaignId } }, quiet),
  catalogue: (client: ApiClient, fiId: number) => endpointQuery(client, listCatalogue, { params: { fiId } }, quiet),
  rateFiles: (client: ApiClient, fiId: number) => endpointQuery(client, listRateFiles, { params: { fiId } }, quiet),
};

export function useLenderCampaigns(client: ApiClient, fiId: number) {
  return useQuery(campaignQueries.campaigns(client, fiId));
}

export function useLenderCampaign(client: ApiClient, fiId: number, campaignId: string) {
  return useQuery(campaignQueries.campaign(client, fiId, campaignId));
}

export function useEnrollment(client: ApiClient, fiId: number, campaignId: string | undefined) {
  return useQuery({
    ...campaignQueries.enrollment(client, fiId, campaignId ?? ''),
    enabled: campaignId !== undefined,
  });
}

export function useCatalogue(client: ApiClient, fiId: number) {
  return useQuery(campaignQueries.catalogue(client, fiId));
}

export function useRateFiles(client: ApiClient, fiId: number) {
  return useQuery(campaignQueries.rateFiles(client, fiId));
}

/** Dates as the console shows them (YYYY-MM-DD). */
export const day = (iso: string | null): string => (iso ? iso.slice(0, 10) : '—');

/** Each display status's words, from the catalogue. */
export const STATUS_LABELS = {
  CURRENT: m.current,
  NEXT: m.next,
  BLACKOUT: m.blackout,
  COMPLETE: m.complete,
  NONE: m.created,
  NOT_STARTED: m.notStarted,
} as const;

/** The summary page of each display status (002 §2): details while current, blackout, complete; null for the next. */
export const SUMMARY_PAGES = { CURRENT: 'details', BLACKOUT: 'blackout', COMPLETE: 'complete' } as const;
export type SummaryPage = (typeof SUMMARY_PAGES)[keyof typeof SUMMARY_PAGES];

/** Where a campaign's summary lives: a campaign opened under another status's page is sent to its own. */
export function summaryPathOf(campaign: { campaignId: string; displayStatus: keyof typeof STATUS_LABELS }): string {
  const page = (SUMMARY_PAGES as Record<string, SummaryPage | undefined>)[campaign.displayStatus];
  return page ? `${CAMPAIGN_ROOT}/${campaign.campaignId}/${page}` : `${CAMPAIGN_ROOT}/upcoming/enrollment`;
}
