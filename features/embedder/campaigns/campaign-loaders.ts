import { type NextCampaignSearch, nextCampaignOf } from '../../../console/next-campaign.ts';
import type { ConsolePageLoaderContext } from '../../../kit/console-page.ts';
import {
  campaignIdOf,
  campaignWith,
  embedderCampaignQuery,
  embedderCampaignsQuery,
  latestConsumerFileQuery,
  NEXT_PAGE_STATUSES,
} from './campaign-queries.ts';

// The first paint of the embedder's campaign pages (features/embedder/embedder-pages.ts), with the queries their
// screens read (campaign-queries.ts).

type Context = Pick<ConsolePageLoaderContext, 'client' | 'queryClient' | 'embedderId'>;

const campaignsOf = ({ client, queryClient, embedderId = 0 }: Context) =>
  queryClient.ensureQueryData(embedderCampaignsQuery(client, embedderId));

const loadCampaign = ({ client, queryClient, embedderId = 0 }: Context, campaignId: string) =>
  queryClient.ensureQueryData(embedderCampaignQuery(client, embedderId, campaignId));

/** The campaigns page: the list. */
export const loadCampaigns = (context: Context) => campaignsOf(context);

/** The dashboard and the current page: the list, then the running campaign's figures (if one runs). */
export async function loadCurrentCampaign(context: Context) {
  const current = campaignWith((await campaignsOf(context)).campaigns, 'CURRENT');
  if (current) await loadCampaign(context, current.campaignId);
}

/** The next page: the list, then, once the embedder is enrolled in the campaign shown, the file it resumes. */
export async function loadNextCampaign(context: Context & { search: NextCampaignSearch }) {
  const { client, queryClient, embedderId = 0 } = context;
  const next = nextCampaignOf((await campaignsOf(context)).campaigns, context.search.campaignId, NEXT_PAGE_STATUSES);
  if (next?.enrolled) await queryClient.ensureQueryData(latestConsumerFileQuery(client, embedderId, next.campaignId));
}

/** The completed page: that campaign, unless its address cannot name one. */
export async function loadCompletedCampaign(context: Context, param: string) {
  const campaignId = campaignIdOf(param);
  if (campaignId === undefined) return;
  try {
    await loadCampaign(context, campaignId);
  } catch (error) {
    // Not one of the embedder's campaigns: the page says so itself ("There is no such campaign among yours").
    if ((error as { status?: number } | null)?.status !== 404) throw error;
  }
}
