import { lazy } from 'react';
import type { Permissions } from '../../domain/permissions.ts';
import { defineConsolePage } from '../../kit/console-page.ts';
import { listSearchSchema } from '../../kit/list-search.ts';
import * as campaignPages from './campaigns/campaign-pages.ts';
import type { ConsoleNavItem, ConsolePage } from './console-page.ts';
import { embedderAdminPages } from './embedders/embedder-admin-pages.ts';
import { lenderAdminPages } from './lenders/lender-admin-pages.ts';
import { outboxNavItem, outboxPage } from './outbox/outbox-pages.ts';
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

// The account pages are the same in every console (kit/account).
const ProfilePage = lazy(() => import('../../kit/account/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const ChangePasswordPage = lazy(() =>
  import('../../kit/account/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
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

const read = (area: string): Permissions => ({ [area]: ['read'] });
const write = (area: string): Permissions => ({ [area]: ['write'] });

const campaign = 'uc/campaign/$ucCampaignId';
const processing = `${campaign}/processing`;
const lender = 'lenders/$lenderId';
const lenderMarketplace = `${lender}/ucCampaign/$ucCampaignId/marketplaceSettings`;

/** Every admin console route of 002 §2 (paths relative to /admin/console). */
export const adminPages: readonly ConsolePage[] = [
  { path: 'dashboard', title: 'Dashboard', permission: read('dashboard'), component: AdminDashboardPage },
  { path: 'profile', title: 'Your Profile', component: ProfilePage },
  { path: 'change-password', title: 'Change password', component: ChangePasswordPage },
  {
    path: 'uc/campaign',
    title: 'Campaigns',
    permission: read('campaigns'),
    validateSearch: listSearchSchema,
    component: campaignPages.CampaignsPage,
  },
  {
    path: 'uc/campaign/new',
    title: 'Add campaign',
    permission: write('campaigns'),
    component: campaignPages.NewCampaignPage,
  },
  {
    path: campaign,
    title: 'Campaign management',
    permission: read('campaigns'),
    component: campaignPages.CampaignDetailsPage,
  },
  {
    path: `${campaign}/lender`,
    title: 'Campaign lenders',
    permission: read('campaigns'),
    component: campaignPages.CampaignLendersPage,
  },
  defineConsolePage({
    path: `${campaign}/acknowledgements`,
    title: 'Change acknowledgements',
    permission: read('campaigns'),
    component: CampaignAcknowledgementsPage,
  }),
  {
    path: `${campaign}/lender/$lenderId/preScreen`,
    title: 'State prescreen',
    permission: read('campaigns'),
    component: campaignPages.LenderPrescreenPage,
  },
  {
    path: `${campaign}/lender/$lenderId/redeemLimit`,
    title: 'Redeem limit',
    permission: read('campaigns'),
    component: AdminRedeemLimitPage,
  },
  {
    path: `${campaign}/lender/$lenderId/marketplaceSettings`,
    title: 'Marketplace workflow configuration',
    permission: read('campaigns'),
    component: marketplacePage('CampaignMarketplaceSettingsPage'),
  },
  {
    path: `${campaign}/lender/$lenderId/marketplaceSettings/$marketplaceSettingsId/view`,
    title: 'Marketplace workflow configuration',
    permission: read('campaigns'),
    component: marketplacePage('CampaignMarketplaceSettingsViewPage'),
  },
  {
    path: `${campaign}/prescreen`,
    title: 'Prescreen',
    permission: read('campaigns'),
    component: campaignPages.CampaignPrescreenPage,
  },
  {
    path: `${campaign}/productInsights`,
    title: 'Product Insights',
    permission: read('campaigns'),
    component: campaignPages.ProductInsightsPage,
  },
  {
    path: `${campaign}/embedder`,
    title: 'Campaign embedders',
    permission: read('campaigns'),
    component: campaignPages.CampaignEmbeddersPage,
  },
  {
    path: `${campaign}/settings`,
    title: 'Campaign settings',
    permission: read('campaigns'),
    component: campaignPages.CampaignSettingsPage,
  },
  { path: processing, title: 'Campaign processing', permission: read('processing'), component: ProcessingPage },
  {
    path: `${processing}/embedder-import`,
    title: 'Embedder import',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('EmbedderImportPage'),
  },
  {
    path: `${processing}/embedder-import/$embedderId/sftp`,
    title: 'SFTP copy',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('SftpStepPage'),
  },
  {
    path: `${processing}/embedder-import/$embedderId/pgp`,
    title: 'PGP decryption',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('PgpStepPage'),
  },
  {
    path: `${processing}/embedder-import/$embedderId/import`,
    title: 'File import',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('ImportStepPage'),
  },
  {
    path: `${processing}/tu-export`,
    title: 'Bureau export',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('TuExportPage'),
  },
  {
    path: `${processing}/tu-import`,
    title: 'Bureau import',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('TuImportPage'),
  },
  {
    path: `${processing}/generate-offers`,
    title: 'Generate offers',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('GenerateOffersPage'),
  },
  {
    path: `${processing}/generate-email-payloads`,
    title: 'E-mail payloads',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('EmailPayloadsPage'),
  },
  {
    path: `${processing}/metrics-calc`,
    title: 'Metrics',
    permission: read('processing'),
    validateSearch: listSearchSchema,
    component: processingStep('MetricsPage'),
  },
  ...lenderAdminPages,
  ...lenderUserPages,
  reportAdminPages.pricing,
  {
    path: lenderMarketplace,
    title: 'Marketplace workflow configuration',
    permission: read('lenders'),
    component: marketplacePage('MarketplaceSettingsListPage'),
  },
  {
    path: `${lenderMarketplace}/new`,
    title: 'New marketplace workflow',
    permission: write('lenders'),
    component: marketplacePage('NewMarketplaceSettingsPage'),
  },
  {
    path: `${lenderMarketplace}/$marketplaceSettingsId/edit`,
    title: 'Edit marketplace workflow',
    permission: write('lenders'),
    component: marketplacePage('EditMarketplaceSettingsPage'),
  },
  {
    path: `${lenderMarketplace}/$marketplaceSettingsId/view`,
    title: 'Marketplace workflow configuration',
    permission: read('lenders'),
    component: marketplacePage('ViewMarketplaceSettingsPage'),
  },
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
];

export const adminNav: readonly ConsoleNavItem[] = [
  { label: 'Dashboard', path: 'dashboard', permission: read('dashboard') },
  { label: 'Campaigns', path: 'uc/campaign', permission: read('campaigns') },
  { label: 'Lenders', path: 'lenders', permission: read('lenders') },
  { label: 'Prospects', path: 'prospects', permission: read('lenders') },
  { label: 'Embedders', path: 'embedders', permission: read('embedders') },
  { label: 'Users', path: 'users', permission: read('users') },
  { label: 'Stipulations', path: 'stipulations', permission: read('stipulations') },
  {
    label: 'Reports',
    children: [
      { label: 'Redemption', path: 'reports', permission: read('reports') },
      { label: 'Billing', path: 'billing', permission: read('billing') },
      { label: 'CDFI', path: 'cdfiReports', permission: read('reports') },
      { label: 'Material', path: 'materialReports', permission: read('reports') },
      { label: 'Prequal Leads', path: 'prequalLeads', permission: read('reports') },
    ],
  },
  outboxNavItem,
  { label: 'Your Profile', path: 'profile' },
];
