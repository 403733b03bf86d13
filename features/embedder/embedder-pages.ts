import { listPrequalLeads } from '../../api/prequal-leads.ts';
import { clientSupportPage, homePages } from '../../console/shared-pages.ts';
import { needs } from '../../domain/permissions.ts';
import { consoleNav } from '../../kit/console-nav.ts';
import { defineConsolePage } from '../../kit/console-page.ts';
import { lazyPages } from '../../kit/lazy-page.ts';
import { listSearchSchema } from '../../kit/list-search.ts';
import { embedderParams, pagedListLoader } from '../../kit/page-loader.ts';
import { loadCurrentCampaign } from './campaigns/campaign-loaders.ts';
import { embedderCampaignPages } from './campaigns/campaign-pages.ts';
import { CAMPAIGNS_LOAD_FAILURE } from './campaigns/campaign-queries.ts';
import { embedderKeyPages } from './keys-pages.ts';
import { embedderPagesMessages as nav } from './messages/embedder-pages.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const { EmbedderDashboardPage } = lazyPages(() => import('./dashboard-page.tsx'));

const { PrequalLeadsPage } = lazyPages(() => import('./prequal-leads/prequal-leads-page.tsx'));

/** Every embedder console route of 002 §2 (paths relative to /embedder/console). */
export const embedderPages = [
  // The running campaign's card and funnel.
  ...homePages(nav, {
    loader: loadCurrentCampaign,
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: EmbedderDashboardPage,
  }),
  ...embedderCampaignPages,
  defineConsolePage({
    path: 'prequalLeads',
    title: nav.prequalLeads,
    permission: needs('prequalLeads', 'read'),
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listPrequalLeads, embedderParams),
    loadFailure: nav.thereWasAnErrorGetting,
    component: PrequalLeadsPage,
  }),
  ...embedderKeyPages,
  clientSupportPage(nav.clientSupport),
] as const;

export const embedderNav = consoleNav(embedderPages, ({ link, group }) => [
  link('dashboard'),
  link('campaign', nav.campaigns),
  group(nav.keys, [
    link('keys/apiManagement', nav.apiKeys),
    link('keys/siteKeyManagement', nav.siteKeys),
    link('keys/postbacks', nav.postbacks),
  ]),
  link('reports', nav.reports),
  link('prequalLeads', nav.prequalLeads),
  link('clientSupport', nav.clientSupport),
  link('profile'),
]);
