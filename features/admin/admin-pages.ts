import { lazy } from 'react';
import type { Permissions } from '../../domain/permissions.ts';
import type { ConsoleNavItem, ConsolePage } from './console-page.ts';
import { embedderAdminPages } from './embedders/embedder-admin-pages.ts';
import { lenderAdminPages } from './lenders/lender-admin-pages.ts';
import { outboxNavItem, outboxPage } from './outbox/outbox-pages.ts';
import { stipulationPages } from './stipulations/stipulation-admin-pages.ts';
import { embedderUserPages, lenderUserPages, prospectUserPages, userPages } from './users/user-admin-pages.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const AdminDashboardPage = lazy(() => import('./dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })));

// The account pages are the same in every console (kit/account).
const ProfilePage = lazy(() => import('../../kit/account/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const ChangePasswordPage = lazy(() =>
  import('../../kit/account/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);

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
  { path: 'uc/campaign', title: 'Campaigns', permission: read('campaigns') },
  { path: 'uc/campaign/new', title: 'Add campaign', permission: write('campaigns') },
  { path: campaign, title: 'Campaign management', permission: read('campaigns') },
  { path: `${campaign}/lender`, title: 'Campaign lenders', permission: read('campaigns') },
  { path: `${campaign}/lender/$lenderId/preScreen`, title: 'State prescreen', permission: read('campaigns') },
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
  },
  {
    path: `${campaign}/lender/$lenderId/marketplaceSettings/$marketplaceSettingsId/view`,
    title: 'Marketplace workflow configuration',
    permission: read('campaigns'),
  },
  { path: `${campaign}/prescreen`, title: 'Prescreen', permission: read('campaigns') },
  { path: `${campaign}/productInsights`, title: 'Product Insights', permission: read('campaigns') },
  { path: `${campaign}/embedder`, title: 'Campaign embedders', permission: read('campaigns') },
  { path: `${campaign}/settings`, title: 'Campaign settings', permission: read('campaigns') },
  { path: processing, title: 'Campaign processing', permission: read('processing') },
  { path: `${processing}/embedder-import`, title: 'Embedder import', permission: read('processing') },
  { path: `${processing}/embedder-import/$embedderId/sftp`, title: 'SFTP copy', permission: read('processing') },
  { path: `${processing}/embedder-import/$embedderId/pgp`, title: 'PGP decryption', permission: read('processing') },
  { path: `${processing}/embedder-import/$embedderId/import`, title: 'File import', permission: read('processing') },
  { path: `${processing}/tu-export`, title: 'Bureau export', permission: read('processing') },
  { path: `${processing}/tu-import`, title: 'Bureau import', permission: read('processing') },
  { path: `${processing}/generate-offers`, title: 'Generate offers', permission: read('processing') },
  { path: `${processing}/generate-email-payloads`, title: 'E-mail payloads', permission: read('processing') },
  { path: `${processing}/metrics-calc`, title: 'Metrics', permission: read('processing') },
  ...lenderAdminPages,
  ...lenderUserPages,
  { path: `${lender}/pricing`, title: 'Pricing model', permission: read('billing') },
  { path: lenderMarketplace, title: 'Marketplace workflow configuration', permission: read('lenders') },
  { path: `${lenderMarketplace}/new`, title: 'New marketplace workflow', permission: write('lenders') },
  {
    path: `${lenderMarketplace}/$marketplaceSettingsId/edit`,
    title: 'Edit marketplace workflow',
    permission: write('lenders'),
  },
  {
    path: `${lenderMarketplace}/$marketplaceSettingsId/view`,
    title: 'Marketplace workflow configuration',
    permission: read('lenders'),
  },
  ...prospectUserPages,
  ...userPages,
  ...embedderAdminPages,
  ...embedderUserPages,
  ...stipulationPages,
  { path: 'reports', title: 'Redemption report', permission: read('reports') },
  { path: 'billing', title: 'Billing', permission: read('billing') },
  { path: 'cdfiReports', title: 'CDFI report', permission: read('reports') },
  { path: 'materialReports', title: 'Material report', permission: read('reports') },
  { path: 'prequalLeads', title: 'Prequal lead report', permission: read('reports') },
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
