import { lazy } from 'react';
import { loadProfile } from '../../console/account/profile-query.ts';
import { needs, type PermissionArea } from '../../domain/permissions.ts';
import { consoleNav } from '../../kit/console-nav.ts';
import { defineConsolePage } from '../../kit/console-page.ts';
import { type ListSearch, listSearchSchema } from '../../kit/list-search.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const EmbedderDashboardPage = lazy(() =>
  import('./dashboard-page.tsx').then((m) => ({ default: m.EmbedderDashboardPage })),
);
const PostbacksPage = lazy(() => import('./postbacks/postbacks-page.tsx').then((m) => ({ default: m.PostbacksPage })));

// The client-support page is the same in the lender and embedder consoles (console/client-support).
const ClientSupportPage = lazy(() =>
  import('../../console/client-support/client-support-page.tsx').then((m) => ({ default: m.ClientSupportPage })),
);
const SiteKeysPage = lazy(() => import('./site-keys/site-keys-page.tsx').then((m) => ({ default: m.SiteKeysPage })));
const NewSiteKeyPage = lazy(() =>
  import('./site-keys/site-key-form-page.tsx').then((m) => ({ default: m.NewSiteKeyPage })),
);
const EditSiteKeyPage = lazy(() =>
  import('./site-keys/site-key-form-page.tsx').then((m) => ({ default: m.EditSiteKeyPage })),
);
// The QR codes (the qrcode package) come with the view page only.
const SiteKeyViewPage = lazy(() =>
  import('./site-keys/site-key-view-page.tsx').then((m) => ({ default: m.SiteKeyViewPage })),
);

const ApiKeysPage = lazy(() => import('./api-keys/api-keys-page.tsx').then((m) => ({ default: m.ApiKeysPage })));
const NewApiKeyPage = lazy(() => import('./api-keys/new-api-key-page.tsx').then((m) => ({ default: m.NewApiKeyPage })));
const EditApiKeyPage = lazy(() =>
  import('./api-keys/edit-api-key-page.tsx').then((m) => ({ default: m.EditApiKeyPage })),
);
const PrequalLeadsPage = lazy(() =>
  import('./prequal-leads/prequal-leads-page.tsx').then((m) => ({ default: m.PrequalLeadsPage })),
);
// Campaigns, the consumer file and reports (features/embedder/campaigns).
const CampaignsPage = lazy(() => import('./campaigns/campaigns-page.tsx').then((m) => ({ default: m.CampaignsPage })));
const CurrentCampaignPage = lazy(() =>
  import('./campaigns/current-campaign-page.tsx').then((m) => ({ default: m.CurrentCampaignPage })),
);
const NextCampaignPage = lazy(() =>
  import('./campaigns/next-campaign-page.tsx').then((m) => ({ default: m.NextCampaignPage })),
);
const CompletedCampaignPage = lazy(() =>
  import('./campaigns/completed-campaign-page.tsx').then((m) => ({ default: m.CompletedCampaignPage })),
);
const ReportsPage = lazy(() => import('./campaigns/reports-page.tsx').then((m) => ({ default: m.ReportsPage })));

// The account pages are the same in every console (console/account).
const ProfilePage = lazy(() =>
  import('../../console/account/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import('../../console/account/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);

const read = (area: PermissionArea) => needs(area, 'read');
const write = (area: PermissionArea) => needs(area, 'write');

/** Every embedder console route of 002 §2 (paths relative to /embedder/console). */
export const embedderPages = [
  defineConsolePage({
    path: 'dashboard',
    title: 'Dashboard',
    permission: read('dashboard'),
    component: EmbedderDashboardPage,
  }),
  defineConsolePage({ path: 'profile', title: 'Your Profile', loader: loadProfile, component: ProfilePage }),
  defineConsolePage({ path: 'change-password', title: 'Change password', component: ChangePasswordPage }),
  defineConsolePage({ path: 'campaign', title: 'Campaigns', permission: read('campaigns'), component: CampaignsPage }),
  defineConsolePage({
    path: 'campaign/current',
    title: 'Current campaign',
    permission: read('campaigns'),
    component: CurrentCampaignPage,
  }),
  defineConsolePage({
    path: 'campaign/next',
    title: 'Next campaign',
    permission: read('campaigns'),
    component: NextCampaignPage,
  }),
  defineConsolePage({
    path: 'campaign/completed/$campaignId',
    title: 'Completed campaign',
    permission: read('campaigns'),
    component: CompletedCampaignPage,
  }),
  defineConsolePage({
    path: 'reports',
    title: 'Reports',
    permission: read('reports'),
    validateSearch: listSearchSchema,
    component: ReportsPage,
  }),
  defineConsolePage({
    path: 'prequalLeads',
    title: 'Prequal Leads',
    permission: read('prequalLeads'),
    validateSearch: listSearchSchema,
    component: PrequalLeadsPage,
  }),
  defineConsolePage({
    path: 'keys/apiManagement',
    title: 'API Keys',
    permission: read('keys'),
    validateSearch: listSearchSchema,
    component: ApiKeysPage,
  }),
  defineConsolePage({
    path: 'keys/apiManagement/new',
    title: 'New API key',
    permission: write('keys'),
    component: NewApiKeyPage,
  }),
  defineConsolePage({
    path: 'keys/apiManagement/$apiId/edit',
    title: 'Edit API key',
    permission: write('keys'),
    component: EditApiKeyPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement',
    title: 'Site Keys',
    permission: read('keys'),
    validateSearch: listSearchSchema,
    component: SiteKeysPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement/new',
    title: 'New site key',
    permission: write('keys'),
    component: NewSiteKeyPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement/$siteKeyId/edit',
    title: 'Edit site key',
    permission: write('keys'),
    component: EditSiteKeyPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement/$siteKeyId/view',
    title: 'Site key',
    permission: read('keys'),
    component: SiteKeyViewPage,
  }),
  defineConsolePage<'keys/postbacks', ListSearch>({
    path: 'keys/postbacks',
    title: 'Postbacks',
    permission: read('keys'),
    validateSearch: listSearchSchema,
    component: PostbacksPage,
  }),
  defineConsolePage({
    path: 'clientSupport',
    title: 'Client Support',
    permission: read('clientSupport'),
    component: ClientSupportPage,
  }),
] as const;

export const embedderNav = consoleNav(embedderPages, ({ link, group }) => [
  link('dashboard'),
  link('campaign', 'Campaigns'),
  group('Keys', [
    link('keys/apiManagement', 'API Keys'),
    link('keys/siteKeyManagement', 'Site Keys'),
    link('keys/postbacks', 'Postbacks'),
  ]),
  link('reports', 'Reports'),
  link('prequalLeads', 'Prequal Leads'),
  link('clientSupport', 'Client Support'),
  link('profile'),
]);
