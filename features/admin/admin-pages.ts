import { getAdminDashboard } from '../../api/offer-metrics.ts';
import { homePages } from '../../console/shared-pages.ts';
import { consoleNav } from '../../kit/console-nav.ts';
import { lazyPages } from '../../kit/lazy-page.ts';
import { ensureEndpoint } from '../../kit/page-loader.ts';
import { campaignAdminPages, processingAdminPages } from './campaigns/campaign-admin-pages.ts';
import { consentsPage } from './consents/consent-admin-pages.ts';
import { embedderAdminPages } from './embedders/embedder-admin-pages.ts';
import { lenderAdminPages } from './lenders/lender-admin-pages.ts';
import { lenderMarketplaceAdminPages } from './marketplace-settings/marketplace-admin-pages.ts';
import { adminPagesMessages as nav } from './messages/admin-pages.ts';
import { outboxPage } from './outbox/outbox-pages.ts';
import { reportAdminPages } from './reports/report-admin-pages.ts';
import { stipulationPages } from './stipulations/stipulation-admin-pages.ts';
import { consumerLookupPage } from './support/support-pages.ts';
import { embedderUserPages, lenderUserPages, prospectUserPages, userPages } from './users/user-admin-pages.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const { AdminDashboardPage } = lazyPages(() => import('./dashboard-page.tsx'));

/** Every admin console route of 002 §2 (paths relative to /admin/console). */
export const adminPages = [
  ...homePages(nav, {
    loader: (context) => ensureEndpoint(context, getAdminDashboard),
    loadFailure: nav.thereWasAnErrorGetting,
    component: AdminDashboardPage,
  }),
  ...campaignAdminPages,
  ...processingAdminPages,
  ...lenderAdminPages,
  ...lenderUserPages,
  reportAdminPages.pricing,
  ...lenderMarketplaceAdminPages,
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
  consentsPage,
  outboxPage,
  consumerLookupPage,
] as const;

export const adminNav = consoleNav(adminPages, ({ link, group }) => [
  link('dashboard'),
  link('uc/campaign'),
  link('lenders'),
  link('prospects'),
  link('embedders'),
  link('users'),
  link('stipulations'),
  group(nav.reports, [
    link('reports', nav.redemption),
    link('billing'),
    link('cdfiReports', nav.cdfi),
    link('materialReports', nav.material),
    link('prequalLeads', nav.prequalLeads),
    link('consents', nav.consents),
  ]),
  link('outbox'),
  link('consumerLookup'),
  link('profile'),
]);
