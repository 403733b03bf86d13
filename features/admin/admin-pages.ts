import { lazy } from 'react';
import { getAdminDashboard } from '../../api/offer-metrics.ts';
import { loadProfile } from '../../console/account/profile-query.ts';
import { needs, type PermissionArea } from '../../domain/permissions.ts';
import { consoleNav } from '../../kit/console-nav.ts';
import { defineConsolePage } from '../../kit/console-page.ts';
import { listSearchSchema } from '../../kit/list-search.ts';
import { ensureEndpoint } from '../../kit/page-loader.ts';
import * as campaignPages from './campaigns/campaign-pages.ts';
import { embedderAdminPages } from './embedders/embedder-admin-pages.ts';
import { lenderAdminPages } from './lenders/lender-admin-pages.ts';
import { outboxPage } from './outbox/outbox-pages.ts';
import { reportAdminPages } from './reports/report-admin-pages.ts';
import { stipulationPages } from './stipulations/stipulation-admin-pages.ts';
import { embedderUserPages, lenderUserPages, prospectUserPages, userPages } from './users/user-admin-pages.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const AdminDashboardPage = lazy(() => import('./dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })));

const CampaignAcknowledgementsPage = lazy(() =>
  import('./acknowledgements/campaign-acknowledgements-page.tsx').then((m) => ({
    default: m.CampaignAcknowledgementsPage,
  })),
);

const marketplacePage = (
  name:
    | 'MarketplaceSettingsListPage'
    | 'NewMarketplaceSettingsPage'
    | 'EditMarketplaceSettingsPage'
    | 'ViewMarketplaceSettingsPage'
    | 'CampaignMarketplaceSettingsPage'
    | 'CampaignMarketplaceSettingsViewPage',
) => lazy(() => import('./marketplace-settings/marketplace-settings-pages.tsx').then((m) => ({ default: m[name] })));

// The account pages are the same in every console (console/account).
const ProfilePage = lazy(() =>
  import('../../console/account/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import('../../console/account/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
const ProcessingPage = lazy(() =>
  import('./processing/processing-page.tsx').then((m) => ({ default: m.ProcessingPage })),
);
const stepPages = () => import('./processing/step-pages.tsx');
const processingStep = (name: keyof Awaited<ReturnType<typeof stepPages>>) =>
  lazy(() => stepPages().then((m) => ({ default: m[name] })));

const AdminRedeemLimitPage = lazy(() =>
  import('./campaigns/redeem-limit-page.tsx').then((m) => ({ default: m.AdminRedeemLimitPage })),
);

const read = (area: PermissionArea) => needs(area, 'read');
const write = (area: PermissionArea) => needs(area, 'write');

const campaign = 'uc/campaign/$ucCampaignId';
const processing = `${campaign}/processing`;
const lender = 'lenders/$lenderId';
const lenderMarketplace = `${lender}/ucCampaign/$ucCampaignId/marketplaceSettings`;

/** Every admin console route of 002 §2 (paths relative to /admin/console). */
export const adminPages = [
  defineConsolePage({
    path: 'dashboard',
    title: 'Dashboard',
    permission: read('dashboard'),
    loader: (context) => ensureEndpoint(context, getAdminDashboard),
    loadFailure: 'There was an error getting the dashboard',
    component: AdminDashboardPage,
  }),
  defineConsolePage({ path: 'profile', title: 'Your Profile', loader: loadProfile, component: ProfilePage }),
  defineConsolePage({ path: 'change-password', title: 'Change password', component: ChangePasswordPage }),
  defineConsolePage({
    path: 'uc/campaign',
    title: 'Campaigns',
    permission: read('campaigns'),
    validateSearch: listSearchSchema,
    component: campaignPages.CampaignsPage,
  }),
  defineConsolePage({
    path: 'uc/campaign/new',
    title: 'Add campaign',
    permission: write('campaigns'),
    component: campaignPages.NewCampaignPage,
  }),
  defineConsolePage({
    path: campaign,
    title: 'Campaign management',
    permission: read('campaigns'),
    component: campaignPages.CampaignDetailsPage,
  }),
  defineConsolePage({
    path: `${campaign}/lender`,
    title: 'Campaign lenders',
    permission: read('campaigns'),
    component: campaignPages.CampaignLendersPage,
  }),
  defineConsolePage({
    path: `${campaign}/acknowledgements`,
    title: 'Change acknowledgements',
    permission: read('campaigns'),
    component: CampaignAcknowledgementsPage,
  }),
  defineConsolePage({
    path: `${campaign}/lender/$lenderId/preScreen`,
    title: 'State prescreen',
    permission: read('campaigns'),
    component: campaignPages.LenderPrescreenPage,
  }),
  defineConsolePage({
    path: `${campaign}/lender/$lenderId/redeemLimit`,
    title: 'Redeem limit',
    permission: read('campaigns'),
    component: AdminRedeemLimitPage,
  }),
  defineConsolePage({
    path: `${campaign}/lender/$lenderId/marketplaceSettings`,
    title: 'Marketplace workflow configuration',
    permission: read('campaigns'),
    component: marketplacePage('CampaignMarketplaceSettingsPage'),
  }),
  defineConsolePage({
    path: `${campaign}/lender/$lenderId/marketplaceSettings/$marketplaceSettingsId/view`,
    title: 'Marketplace workflow configuration',
    permission: read('campaigns'),
    component: marketplacePage('CampaignMarketplaceSettingsViewPage'),
  }),
  defineConsolePage({
    path: `${campaign}/prescreen`,
    title: 'Prescreen',
    permission: read('campaigns'),
    component: campaignPages.CampaignPrescreenPage,
  }),
  defineConsolePage({
    path: `${campaign}/productInsights`,
    title: 'Product Insights',
    permission: read('campaigns'),
    component: campaignPages.ProductInsightsPage,
  }),
  defineConsolePage({
    path: `${campaign}/embedder`,
    title: 'Campaign embedders',
    permission: read('campaigns'),
    component: campaignPages.CampaignEmbeddersPage,
  }),
  defineConsolePage({
    path: `${campaign}/settings`,
    title: 'Campaign settings',
    permission: read('campaigns'),
    component: campaignPages.CampaignSettingsPage,
  }),
  defineConsolePage({
    path: processing,
    title: 'Campaign processing',
    permission: read('processing'),
    component: ProcessingPage,
  }),
  defineConsolePage({
    path: `${processing}/embedder-import`,
    title: 'Embedder import',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('EmbedderImportPage'),
  }),
  defineConsolePage({
    path: `${processing}/embedder-import/$embedderId/sftp`,
    title: 'SFTP copy',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('SftpStepPage'),
  }),
  defineConsolePage({
    path: `${processing}/embedder-import/$embedderId/pgp`,
    title: 'PGP decryption',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('PgpStepPage'),
  }),
  defineConsolePage({
    path: `${processing}/embedder-import/$embedderId/import`,
    title: 'File import',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('ImportStepPage'),
  }),
  defineConsolePage({
    path: `${processing}/tu-export`,
    title: 'Bureau export',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('TuExportPage'),
  }),
  defineConsolePage({
    path: `${processing}/tu-import`,
    title: 'Bureau import',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('TuImportPage'),
  }),
  defineConsolePage({
    path: `${processing}/generate-offers`,
    title: 'Generate offers',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('GenerateOffersPage'),
  }),
  defineConsolePage({
    path: `${processing}/generate-email-payloads`,
    title: 'E-mail payloads',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('EmailPayloadsPage'),
  }),
  defineConsolePage({
    path: `${processing}/metrics-calc`,
    title: 'Metrics',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('MetricsPage'),
  }),
  ...lenderAdminPages,
  ...lenderUserPages,
  reportAdminPages.pricing,
  defineConsolePage({
    path: lenderMarketplace,
    title: 'Marketplace workflow configuration',
    permission: read('lenders'),
    component: marketplacePage('MarketplaceSettingsListPage'),
  }),
  defineConsolePage({
    path: `${lenderMarketplace}/new`,
    title: 'New marketplace workflow',
    permission: write('lenders'),
    component: marketplacePage('NewMarketplaceSettingsPage'),
  }),
  defineConsolePage({
    path: `${lenderMarketplace}/$marketplaceSettingsId/edit`,
    title: 'Edit marketplace workflow',
    permission: write('lenders'),
    component: marketplacePage('EditMarketplaceSettingsPage'),
  }),
  defineConsolePage({
    path: `${lenderMarketplace}/$marketplaceSettingsId/view`,
    title: 'Marketplace workflow configuration',
    permission: read('lenders'),
    component: marketplacePage('ViewMarketplaceSettingsPage'),
  }),
  ...prospectUserPages,
  ...userPages,
  ...embedderAdminPages,
  ...embedderUserPages,
  ...stipulationPages,
  reportAdminPages.reports,
  reportAdminPages.billing,
  reportAdminPages.cdfiReports,
  reportAdminPages.materialReports,
  reportAdminPages.prequalLeads,
  outboxPage,
] as const;

export const adminNav = consoleNav(adminPages, ({ link, group }) => [
  link('dashboard'),
  link('uc/campaign'),
  link('lenders'),
  link('prospects'),
  link('embedders'),
  link('users'),
  link('stipulations'),
  group('Reports', [
    link('reports', 'Redemption'),
    link('billing'),
    link('cdfiReports', 'CDFI'),
    link('materialReports', 'Material'),
    link('prequalLeads', 'Prequal Leads'),
  ]),
  link('outbox'),
  link('profile'),
]);
