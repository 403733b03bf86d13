import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  getEnrollment,
  getLenderCampaign,
  listCatalogue,
  listLenderCampaigns,
  listRateFiles,
} from '../../../api/lender-campaigns.ts';

/** 002 §8 load-failure wording ("There was an error getting the UC Campaigns"). */
export const CAMPAIGNS_LOAD_FAILURE = 'There was an error getting the UC Campaigns';
export const PRODUCTS_LOAD_FAILURE = 'There was an error getting the products';
export const CAMPAIGN_ROOT = '/lender/console/campaign';

export const campaignsKey = (fiId: number) => [listLenderCampaigns.path, fiId] as const;
export const enrollmentKey = (fiId: number) => [getEnrollment.path, fiId] as const;
export const catalogueKey = (fiId: number) => [listCatalogue.path, fiId] as const;
export const rateFilesKey = (fiId: number) => [listRateFiles.path, fiId] as const;

const quiet = { suppressServerErrorRedirect: true } as const;

export function useLenderCampaigns(client: ApiClient, fiId: number) {
  return useQuery({
    queryKey: campaignsKey(fiId),
    queryFn: ({ signal }) => client.call(listLenderCampaigns, { params: { fiId }, signal, ...quiet }),
  });
}

export function useLenderCampaign(client: ApiClient, fiId: number, campaignId: string) {
  return useQuery({
    queryKey: [getLenderCampaign.path, fiId, campaignId],
    queryFn: ({ signal }) => client.call(getLenderCampaign, { params: { fiId, campaignId }, signal, ...quiet }),
  });
}

export function useEnrollment(client: ApiClient, fiId: number, campaignId: string | undefined) {
  return useQuery({
    queryKey: [...enrollmentKey(fiId), campaignId ?? ''],
    enabled: campaignId !== undefined,
    queryFn: ({ signal }) =>
      client.call(getEnrollment, { params: { fiId, campaignId: campaignId ?? '' }, signal, ...quiet }),
  });
}

export function useCatalogue(client: ApiClient, fiId: number) {
  return useQuery({
    queryKey: catalogueKey(fiId),
    queryFn: ({ signal }) => client.call(listCatalogue, { params: { fiId }, signal, ...quiet }),
  });
}

export function useRateFiles(client: ApiClient, fiId: number) {
  return useQuery({
    queryKey: rateFilesKey(fiId),
    queryFn: ({ signal }) => client.call(listRateFiles, { params: { fiId }, signal, ...quiet }),
  });
}

/** Dates as the console shows them (YYYY-MM-DD). */
export const day = (iso: string | null): string => (iso ? iso.slice(0, 10) : '—');

export const STATUS_LABELS = {
  CURRENT: 'Current',
  NEXT: 'Next',
  BLACKOUT: 'Blackout',
  COMPLETE: 'Complete',
  NONE: 'Created',
  NOT_STARTED: 'Not started',
} as const;

/** The summary page of each display status (002 §2): details while current, blackout, complete; null for the next. */
export const SUMMARY_PAGES = { CURRENT: 'details', BLACKOUT: 'blackout', COMPLETE: 'complete' } as const;
export type SummaryPage = (typeof SUMMARY_PAGES)[keyof typeof SUMMARY_PAGES];

/** Where a campaign's summary lives: a campaign opened under another status's page is sent to its own. */
export function summaryPathOf(campaign: { campaignId: string; displayStatus: keyof typeof STATUS_LABELS }): string {
  const page = (SUMMARY_PAGES as Record<string, SummaryPage | undefined>)[campaign.displayStatus];
  return page ? `${CAMPAIGN_ROOT}/${campaign.campaignId}/${page}` : `${CAMPAIGN_ROOT}/upcoming/enrollment`;
}
