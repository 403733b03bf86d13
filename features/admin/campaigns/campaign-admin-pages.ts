import { listUcCampaigns } from '../../../api/uc-campaigns.ts';
import { PROCESSING_MESSAGES } from '../../../domain/catalog/processing-steps.ts';
import { needs } from '../../../domain/permissions.ts';
import { CONFIG_TOASTS } from '../../../domain/validation/config-toasts.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPage, lazyPages } from '../../../kit/lazy-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';
import { ensureAll, pagedListLoader } from '../../../kit/page-loader.ts';
import { loadMarketplaceSettings } from '../marketplace-settings/marketplace-queries.ts';
import { campaignsCampaignAdminPagesMessages as words } from '../messages/campaigns-campaign-admin-pages.ts';
import { currentProcessingPages } from '../processing/current-processing.ts';
import { loadProcessing, metricsExtra, pgpExtra, sftpExtra, stepLoader } from '../processing/processing-loaders.ts';
import { bureauConnectionQuery } from '../processing/processing-queries.ts';
import { campaignTabLoader, ensureCampaign } from './campaign-loaders.ts';
import {
  adminRedeemLimitsQuery,
  CAMPAIGN_LOAD_FAILURE,
  campaignAcknowledgementsQuery,
  campaignEmbeddersQuery,
  campaignLendersQuery,
  prescreenLenderId,
  prescreenQuery,
  productInsightsQuery,
} from './campaign-queries.ts';
import { fairLendingQuery } from './fair-lending-queries.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const { CampaignsPage } = lazyPages(() => import('./campaigns-page.tsx'));
const { NewCampaignPage } = lazyPages(() => import('./new-campaign-page.tsx'));
const { CampaignDetailsPage } = lazyPages(() => import('./campaign-details-page.tsx'));
const { CampaignLendersPage } = lazyPages(() => import('./campaign-lenders-page.tsx'));
const prescreen = () => import('./prescreen-pages.tsx');
const { CampaignPrescreenPage, LenderPrescreenPage } = lazyPages(prescreen);
const figures = () => import('./campaign-figures-pages.tsx');
const { ProductInsightsPage, CampaignEmbeddersPage } = lazyPages(figures);
const { FairLendingPage } = lazyPages(() => import('./fair-lending-page.tsx'));
const { CampaignSettingsPage } = lazyPages(() => import('./campaign-settings-page.tsx'));
const { CampaignAcknowledgementsPage } = lazyPages(
  () => import('../acknowledgements/campaign-acknowledgements-page.tsx'),
);
const { AdminRedeemLimitPage } = lazyPages(() => import('./redeem-limit-page.tsx'));
const marketplace = () => import('../marketplace-settings/marketplace-settings-pages.tsx');
const { CampaignMarketplaceSettingsPage, CampaignMarketplaceSettingsViewPage } = lazyPages(marketplace);
const { ProcessingPage } = lazyPages(() => import('../processing/processing-page.tsx'));
const { BureauConnectionPage } = lazyPages(() => import('../processing/bureau-page.tsx'));
const stepPages = () => import('../processing/step-pages.tsx');
const processingStep = (name: keyof Awaited<ReturnType<typeof stepPages>>) =>
  lazyPage(() => stepPages().then((m) => ({ default: m[name] })));

const read = needs('campaigns', 'read');
const write = needs('campaigns', 'write');
const campaign = 'uc/campaign/$ucCampaignId';
const lender = `${campaign}/lender/$lenderId`;

/** The UC campaigns (002 §2 uc/campaign, uc/campaign/new, uc/campaign/{ucCampaignId} and its tabs). */
export const campaignAdminPages = [
  defineConsolePage({
    path: 'uc/campaign',
    title: words.campaigns,
    permission: read,
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listUcCampaigns),
    loadFailure: words.thereWasAnErrorGetting,
    component: CampaignsPage,
  }),
  defineConsolePage({
    path: 'uc/campaign/new',
    title: words.addCampaign,
    permission: write,
    component: NewCampaignPage,
  }),
  defineConsolePage({
    path: campaign,
    title: words.campaignManagement,
    permission: read,
    loader: ensureCampaign,
    loadFailure: CAMPAIGN_LOAD_FAILURE,
    component: CampaignDetailsPage,
  }),
  defineConsolePage({
    path: `${campaign}/lender`,
    title: words.campaignLenders,
    permission: read,
    loader: campaignTabLoader(campaignLendersQuery),
    loadFailure: words.thereWasAnErrorGetting2,
    component: CampaignLendersPage,
  }),
  defineConsolePage({
    path: `${campaign}/acknowledgements`,
    title: words.changeAcknowledgements,
    permission: read,
    // The lender choice of the request form is a dropdown: its list loads with the page, not before it.
    loader: campaignTabLoader(campaignAcknowledgementsQuery),
    loadFailure: words.thereWasAnErrorGetting3,
    component: CampaignAcknowledgementsPage,
  }),
  defineConsolePage({
    path: `${lender}/preScreen`,
    title: words.statePrescreen,
    permission: read,
    loader: (c) =>
      ensureAll(
        ensureCampaign(c),
        c.queryClient.ensureQueryData(
          prescreenQuery(c.client, c.params.ucCampaignId, prescreenLenderId(c.params.lenderId)),
        ),
      ),
    loadFailure: words.thereWasAnErrorGetting4,
    component: LenderPrescreenPage,
  }),
  defineConsolePage({
    path: `${lender}/redeemLimit`,
    title: words.redeemLimit,
    permission: read,
    loader: (c) =>
      ensureAll(
        ensureCampaign(c),
        c.queryClient.ensureQueryData(adminRedeemLimitsQuery(c.client, c.params.ucCampaignId, c.params.lenderId)),
      ),
    loadFailure: words.thereWasAnErrorGetting5,
    component: AdminRedeemLimitPage,
  }),
  defineConsolePage({
    path: `${lender}/marketplaceSettings`,
    title: words.marketplaceWorkflowConfiguration,
    permission: read,
    loader: (c) => ensureAll(ensureCampaign(c), loadMarketplaceSettings(c)),
    loadFailure: words.thereWasAnErrorGetting6,
    component: CampaignMarketplaceSettingsPage,
  }),
  defineConsolePage({
    path: `${lender}/marketplaceSettings/$marketplaceSettingsId/view`,
    title: words.marketplaceWorkflowConfiguration,
    permission: read,
    loader: (c) => ensureAll(ensureCampaign(c), loadMarketplaceSettings(c)),
    loadFailure: words.thereWasAnErrorGetting6,
    component: CampaignMarketplaceSettingsViewPage,
  }),
  defineConsolePage({
    path: `${campaign}/prescreen`,
    title: words.prescreen,
    permission: read,
    loader: campaignTabLoader((client, id) => prescreenQuery(client, id)),
    loadFailure: words.thereWasAnErrorGetting4,
    component: CampaignPrescreenPage,
  }),
  defineConsolePage({
    path: `${campaign}/productInsights`,
    title: words.productInsights,
    permission: read,
    loader: campaignTabLoader(productInsightsQuery),
    loadFailure: CONFIG_TOASTS.offersGeneratedReportFailed,
    loadFailureToast: true,
    component: ProductInsightsPage,
  }),
  defineConsolePage({
    path: `${campaign}/embedder`,
    title: words.campaignEmbedders,
    permission: read,
    loader: campaignTabLoader(campaignEmbeddersQuery),
    loadFailure: words.thereWasAnErrorGetting7,
    component: CampaignEmbeddersPage,
  }),
  defineConsolePage({
    path: `${campaign}/fairLending`,
    title: words.fairLending,
    permission: read,
    loader: campaignTabLoader(fairLendingQuery),
    loadFailure: words.thereWasAnErrorGetting8,
    component: FairLendingPage,
  }),
  defineConsolePage({
    path: `${campaign}/settings`,
    title: words.campaignSettings,
    permission: read,
    loader: ensureCampaign,
    loadFailure: CAMPAIGN_LOAD_FAILURE,
    component: CampaignSettingsPage,
  }),
] as const;

const processing = `${campaign}/processing`;
const readProcessing = needs('processing', 'read');
const step = {
  permission: readProcessing,
  validateSearch: listSearchSchema,
  loadFailure: PROCESSING_MESSAGES.scheduledJobError,
};

/**
 * A campaign's processing (002 §2 uc/campaign/processing): the pipeline and each step's page, and the seed's
 * parameter-free routes that open the campaign in processing (current-processing.ts).
 */
export const processingAdminPages = [
  ...currentProcessingPages,
  defineConsolePage({
    path: 'processing/bureau',
    title: words.creditBureauConnection,
    permission: readProcessing,
    loader: ({ client, queryClient }) => queryClient.ensureQueryData(bureauConnectionQuery(client)),
    loadFailure: words.thereWasAnErrorGetting9,
    component: BureauConnectionPage,
  }),
  defineConsolePage({
    path: processing,
    title: words.campaignProcessing,
    permission: readProcessing,
    loader: loadProcessing,
    loadFailure: PROCESSING_MESSAGES.scheduledJobError,
    component: ProcessingPage,
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/embedder-import`,
    title: words.embedderImport,
    loader: stepLoader('embedder-import'),
    component: processingStep('EmbedderImportPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/embedder-import/$embedderId/sftp`,
    title: words.sftpCopy,
    loader: stepLoader('sftp', sftpExtra),
    component: processingStep('SftpStepPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/embedder-import/$embedderId/pgp`,
    title: words.pgpDecryption,
    loader: stepLoader('pgp', pgpExtra),
    component: processingStep('PgpStepPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/embedder-import/$embedderId/import`,
    title: words.fileImport,
    loader: stepLoader('import'),
    component: processingStep('ImportStepPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/tu-export`,
    title: words.bureauExport,
    loader: stepLoader('tu-export'),
    component: processingStep('TuExportPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/tu-import`,
    title: words.bureauImport,
    loader: stepLoader('tu-import'),
    component: processingStep('TuImportPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/generate-offers`,
    title: words.generateOffers,
    loader: stepLoader('generate-offers'),
    component: processingStep('GenerateOffersPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/generate-email-payloads`,
    title: words.eMailPayloads,
    loader: stepLoader('generate-email-payloads'),
    component: processingStep('EmailPayloadsPage'),
  }),
  defineConsolePage({
    ...step,
    path: `${processing}/metrics-calc`,
    title: words.metrics,
    loader: stepLoader('metrics-calc', metricsExtra),
    component: processingStep('MetricsPage'),
  }),
] as const;
