import { listCampaignAcknowledgements } from '../../../api/acknowledgements.ts';
import type { ApiClient } from '../../../api/client.ts';
import { getAdminRedeemLimits } from '../../../api/lender-campaigns.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import {
  getCampaignPrescreen,
  getLenderPrescreen,
  getUcCampaign,
  listCampaignEmbedders,
  listCampaignLenders,
  listCampaignProductInsights,
} from '../../../api/uc-campaigns.ts';
import { campaignsCampaignQueriesMessages } from '../messages/campaigns-campaign-queries.ts';

// The queries of the campaign tabs, each built here once: the tab's screen reads it and the tab's page loader
// (campaign-admin-pages.ts) fills it before the first paint, so both name the same cache entry.

/** The campaign's load failure (002 §8), a message of the catalogue. */
export const CAMPAIGN_LOAD_FAILURE = campaignsCampaignQueriesMessages.loadFailure;
export const campaignQueryKey = (id: string) => endpointKey(getUcCampaign, { ucCampaignId: id });

/** The campaign every campaign tab heads with (CampaignFrame in shared.tsx). */
export const campaignQuery = (client: ApiClient, id: string) =>
  endpointQuery(client, getUcCampaign, { params: { ucCampaignId: id } }, { suppressServerErrorRedirect: true });

export const campaignAcknowledgementsQuery = (client: ApiClient, ucCampaignId: string) =>
  endpointQuery(client, listCampaignAcknowledgements, { params: { ucCampaignId } });

export const campaignLendersQuery = (client: ApiClient, ucCampaignId: string) =>
  endpointQuery(client, listCampaignLenders, { params: { ucCampaignId } });

export const productInsightsQuery = (client: ApiClient, ucCampaignId: string) =>
  endpointQuery(client, listCampaignProductInsights, { params: { ucCampaignId } });

export const campaignEmbeddersQuery = (client: ApiClient, ucCampaignId: string) =>
  endpointQuery(client, listCampaignEmbedders, { params: { ucCampaignId } });

/** A lender's redeem limits in a campaign; `lenderId` is the route's text, a number to the API. */
export const adminRedeemLimitsQuery = (client: ApiClient, ucCampaignId: string, lenderId: string) =>
  endpointQuery(
    client,
    getAdminRedeemLimits,
    { params: { ucCampaignId, lenderId: Number(lenderId) } },
    { suppressServerErrorRedirect: true },
  );

/**
 * The prescreen of a campaign (lenderId absent) or of one enrolled lender. Both endpoints answer the same
 * Prescreen, so one query type serves the panel either way.
 */
export const prescreenQuery = (client: ApiClient, ucCampaignId: string, lenderId?: number) =>
  lenderId === undefined
    ? endpointQuery(client, getCampaignPrescreen, { params: { ucCampaignId } })
    : endpointQuery(client, getLenderPrescreen, { params: { ucCampaignId, lenderId } });

/** A route's `$lenderId` as the prescreen panel sends it (a malformed id is 0: the server answers not found). */
export const prescreenLenderId = (lenderId: string) => Number(lenderId) || 0;
