import { listConsumerFiles } from '../../../api/embedder-campaigns.ts';
import { nextCampaignSearch } from '../../../console/next-campaign.ts';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';
import { embedderParams, pagedListLoader } from '../../../kit/page-loader.ts';
import { campaignsCampaignPagesMessages as words } from '../messages/campaigns-campaign-pages.ts';
import { loadCampaigns, loadCompletedCampaign, loadCurrentCampaign, loadNextCampaign } from './campaign-loaders.ts';
import { CAMPAIGNS_LOAD_FAILURE } from './campaign-queries.ts';

// Campaigns, the consumer file and reports of the embedder console (002 §2 `campaign/…`, `reports`).
const { CampaignsPage } = lazyPages(() => import('./campaigns-page.tsx'));
const { CurrentCampaignPage } = lazyPages(() => import('./current-campaign-page.tsx'));
const { NextCampaignPage } = lazyPages(() => import('./next-campaign-page.tsx'));
const { CompletedCampaignPage } = lazyPages(() => import('./completed-campaign-page.tsx'));
const { ReportsPage } = lazyPages(() => import('./reports-page.tsx'));

const read = needs('campaigns', 'read');

export const embedderCampaignPages = [
  defineConsolePage({
    path: 'campaign',
    title: words.campaigns,
    permission: read,
    loader: loadCampaigns,
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: CampaignsPage,
  }),
  defineConsolePage({
    path: 'campaign/current',
    title: words.currentCampaign,
    permission: read,
    loader: loadCurrentCampaign,
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: CurrentCampaignPage,
  }),
  defineConsolePage({
    path: 'campaign/next',
    title: words.nextCampaign,
    permission: read,
    validateSearch: nextCampaignSearch,
    loader: loadNextCampaign,
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: NextCampaignPage,
  }),
  defineConsolePage({
    path: 'campaign/completed/$campaignId',
    title: words.completedCampaign,
    permission: read,
    loader: (c) => loadCompletedCampaign(c, c.params.campaignId),
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: CompletedCampaignPage,
  }),
  defineConsolePage({
    path: 'reports',
    title: words.reports,
    permission: needs('reports', 'read'),
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listConsumerFiles, embedderParams),
    loadFailure: words.thereWasAnErrorGetting,
    component: ReportsPage,
  }),
] as const;
