import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import type { ConsolePageLoaderContext } from '../../../kit/console-page.ts';
import { campaignQuery } from './campaign-queries.ts';

/** What a campaign tab's loader reads: the services and the route's campaign. */
export type CampaignLoaderContext = Pick<ConsolePageLoaderContext, 'client' | 'queryClient'> & {
  readonly params: { readonly ucCampaignId: string };
};

/** The campaign every tab heads with (CampaignFrame's title and status). */
export const ensureCampaign = ({ client, queryClient, params }: CampaignLoaderContext) =>
  queryClient.ensureQueryData(campaignQuery(client, params.ucCampaignId));

/**
 * The loader of a campaign tab: the campaign and the tab's own query at once (built by the factory its screen uses,
 * campaign-queries.ts), so the tab paints with its heading and its content from the cache.
 */
export const campaignTabLoader =
  <Data>(tabQuery: (client: ApiClient, ucCampaignId: string) => EnsureQueryDataOptions<Data, Error, Data, QueryKey>) =>
  (context: CampaignLoaderContext) =>
    Promise.all([
      ensureCampaign(context),
      context.queryClient.ensureQueryData(tabQuery(context.client, context.params.ucCampaignId)),
    ]);
