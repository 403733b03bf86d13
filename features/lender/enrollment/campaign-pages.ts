import { marketplaceSettingsQuery } from '../../../console/marketplace-settings-query.ts';
import { nextCampaignOf } from '../../../console/next-campaign.ts';
import { needs } from '../../../domain/permissions.ts';
import { type ConsolePageLoaderContext, defineConsolePage, type NoSearch } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { enrollmentCampaignPagesMessages as words } from '../messages/enrollment-campaign-pages.ts';
import { PRODUCT_LOAD_FAILURE, productDraftQuery, productListQuery } from '../products/product-queries.ts';
import { CAMPAIGNS_LOAD_FAILURE, campaignQueries } from './campaign-queries.ts';
import { type EnrollmentSearch, enrollmentSearch } from './enrollment-search.ts';

// Campaigns, enrollment, the product wizard and rate changes of the lender console (002 §2 `campaign/…`).
const { LenderCampaignsPage } = lazyPages(() => import('./campaigns-page.tsx'));
const { EnrollmentPage } = lazyPages(() => import('./enrollment-page.tsx'));
const { CampaignSummaryPage } = lazyPages(() => import('./campaign-summary-page.tsx'));
const { RatesPage } = lazyPages(() => import('./rates-page.tsx'));
const { ProductWizardPage } = lazyPages(() => import('../products/product-wizard-page.tsx'));
const { LenderMarketplaceSettingsPage } = lazyPages(
  () => import('../marketplace-settings/marketplace-settings-page.tsx'),
);

/**
 * The enrollment page's first paint: the campaigns (which is the next one) and the catalogue, then, while its
 * enrollment is open, the product table of the first tab. The journey's statechart starts without a call.
 */
async function loadEnrollment({ client, queryClient, fiId = 0, search }: ConsolePageLoaderContext<EnrollmentSearch>) {
  const [campaigns] = await Promise.all([
    queryClient.ensureQueryData(campaignQueries.campaigns(client, fiId)),
    queryClient.ensureQueryData(campaignQueries.catalogue(client, fiId)),
  ]);
  if (nextCampaignOf(campaigns.campaigns, search.campaignId)?.enrollmentOpen)
    await queryClient.ensureQueryData(productListQuery(client, fiId));
}

/** The product wizard's draft, fetched unless seconds old: it changes on the server behind the cache. */
const loadDraft = ({ client, queryClient, fiId = 0 }: ConsolePageLoaderContext, draftKey: string) =>
  queryClient.query(productDraftQuery(client, fiId, draftKey));

/** A campaign's summary page (details while current, blackout, complete): the campaign with its figures. */
const loadCampaign = ({ client, queryClient, fiId = 0, params }: ConsolePageLoaderContext<NoSearch, CampaignParams>) =>
  queryClient.ensureQueryData(campaignQueries.campaign(client, fiId, params.campaignId));
type CampaignParams = { readonly campaignId: string };
const summary = {
  permission: needs('campaigns', 'read'),
  loader: loadCampaign,
  loadFailure: CAMPAIGNS_LOAD_FAILURE,
  component: CampaignSummaryPage,
} as const;

export const lenderCampaignPages = [
  defineConsolePage({
    path: 'campaign',
    title: words.campaignManagement,
    permission: needs('campaigns', 'read'),
    loader: (c) => c.queryClient.ensureQueryData(campaignQueries.campaigns(c.client, c.fiId ?? 0)),
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: LenderCampaignsPage,
  }),
  defineConsolePage({
    path: 'campaign/upcoming/enrollment',
    title: words.campaignEnrollment,
    permission: needs('campaigns', 'read'),
    validateSearch: enrollmentSearch,
    loader: loadEnrollment,
    loadFailure: CAMPAIGNS_LOAD_FAILURE,
    component: EnrollmentPage,
  }),
  defineConsolePage({
    path: 'campaign/upcoming/enrollment/product/new',
    title: words.newProduct,
    permission: needs('products', 'write'),
    loader: (c) => loadDraft(c, 'new'),
    loadFailure: PRODUCT_LOAD_FAILURE,
    component: ProductWizardPage,
  }),
  defineConsolePage({
    path: 'campaign/upcoming/enrollment/product/$productId',
    title: words.editProduct,
    permission: needs('products', 'read'),
    loader: (c) => loadDraft(c, c.params.productId),
    loadFailure: PRODUCT_LOAD_FAILURE,
    component: ProductWizardPage,
  }),
  defineConsolePage({ path: 'campaign/$campaignId/blackout', title: words.campaignBlackout, ...summary }),
  defineConsolePage({ path: 'campaign/$campaignId/details', title: words.campaignDetails, ...summary }),
  defineConsolePage({ path: 'campaign/$campaignId/complete', title: words.campaignSummary, ...summary }),
  defineConsolePage({
    path: 'campaign/rates',
    title: words.rateChanges,
    permission: needs('products', 'read'),
    loader: (c) => c.queryClient.ensureQueryData(campaignQueries.rateFiles(c.client, c.fiId ?? 0)),
    loadFailure: words.thereWasAnErrorGetting,
    component: RatesPage,
  }),
  defineConsolePage({
    path: 'campaign/$campaignId/marketplaceSettings',
    title: words.marketplaceWorkflow,
    permission: needs('campaigns', 'read'),
    // The shared panel's query (console/marketplace-settings-panel.tsx): the lender's workflows of the campaign.
    loader: ({ params, fiId = 0, client, queryClient }) =>
      queryClient.ensureQueryData(marketplaceSettingsQuery(client, fiId, params.campaignId)),
    loadFailure: words.thereWasAnErrorGetting2,
    component: LenderMarketplaceSettingsPage,
  }),
] as const;
