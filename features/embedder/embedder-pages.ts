import { listPrequalLeads } from '../../api/prequal-leads.ts';
import { loadProfile } from '../../console/account/profile-query.ts';
import { needs, type PermissionArea } from '../../domain/permissions.ts';
import { consoleNav } from '../../kit/console-nav.ts';
import { defineConsolePage } from '../../kit/console-page.ts';
import { lazyPage } from '../../kit/lazy-page.ts';
import { listSearchSchema } from '../../kit/list-search.ts';
import { ensurePagedList } from '../../kit/page-loader.ts';
import { loadCurrentCampaign } from './campaigns/campaign-loaders.ts';
import { embedderCampaignPages } from './campaigns/campaign-pages.ts';
import { CAMPAIGNS_LOAD_FAILURE } from './campaigns/campaign-queries.ts';
import { embedderKeyPages } from './keys-pages.ts';
import { embedderPagesMessages as nav } from './messages/embedder-pages.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const EmbedderDashboardPage = lazyPage(() =>
  import('./dashboard-page.tsx').then((m) => ({ default: m.EmbedderDashboardPage })),
);

// The client-support page is the same in the lender and embedder consoles (console/client-support).
const ClientSupportPage = lazyPage(() =>
  import('../../console/client-support/client-support-page.tsx').then((m) => ({ default: m.ClientSupportPage })),
);
const PrequalLeadsPage = lazyPage(() =>
  import('./prequal-leads/prequal-leads-page.tsx').then((m) => ({ default: m.PrequalLeadsPage })),
);

// The account pages are the same in every console (console/account).
const ProfilePage = lazyPage(() =>
  import('../../console/account/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const ChangePasswordPage = lazyPage(() =>
  import('../../console/account/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);

const read = (area: PermissionArea) => needs(area, 'read');

/** Every embedder console route of 002 §2 (paths relative to /embedder/console). */
export const embedderPages = [
  defineConsolePage({
    path: 'dashboard',
    title: nav.dashboard,
    permission: read('dashboard'),
    // The running campaign's card and funnel.
    loader: loadCurrentCampaign,
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: EmbedderDashboardPage,
  }),
  defineConsolePage({ path: 'profile', title: nav.yourProfile, loader: loadProfile, component: ProfilePage }),
  defineConsolePage({ path: 'change-password', title: nav.changePassword, component: ChangePasswordPage }),
  ...embedderCampaignPages,
  defineConsolePage({
    path: 'prequalLeads',
    title: nav.prequalLeads,
    permission: read('prequalLeads'),
    validateSearch: listSearchSchema,
    loader: ({ search, embedderId = 0, client, queryClient }) =>
      ensurePagedList({ queryClient }, { endpoint: listPrequalLeads, client, params: { embedderId }, search }),
    loadFailure: nav.thereWasAnErrorGetting,
    component: PrequalLeadsPage,
  }),
  ...embedderKeyPages,
  defineConsolePage({
    path: 'clientSupport',
    title: nav.clientSupport,
    permission: read('clientSupport'),
    component: ClientSupportPage,
  }),
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
