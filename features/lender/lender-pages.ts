import { listLenderAcknowledgements } from '../../api/acknowledgements.ts';
import { getBranch, listBranches } from '../../api/branches.ts';
import { getConsoleSettings } from '../../api/console-settings.ts';
import { listIntegrations } from '../../api/integrations.ts';
import { getMembershipEligibility } from '../../api/membership-eligibility.ts';
import { getNotificationTemplate } from '../../api/notification-templates.ts';
import { getLenderDashboard } from '../../api/offer-metrics.ts';
import { listProductEligibility } from '../../api/product-eligibility.ts';
import { listProductFaqs } from '../../api/product-faqs.ts';
import { getProjection, listProjections } from '../../api/projections.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { listTestIdentities } from '../../api/test-identities.ts';
import {
  EMBEDDER_BLOCKLIST_LOAD_FAILURE,
  embedderBlocklistQuery,
} from '../../console/lender-setup/embedder-blocklist-query.ts';
import { clientSupportPage, homePages } from '../../console/shared-pages.ts';
import { ALL_PRODUCTS_ID } from '../../domain/notification-templates.ts';
import { needs, type PermissionArea } from '../../domain/permissions.ts';
import { CONFIG_TOASTS } from '../../domain/validation/config-toasts.ts';
import { consoleNav } from '../../kit/console-nav.ts';
import { defineConsolePage } from '../../kit/console-page.ts';
import { lazyPages } from '../../kit/lazy-page.ts';
import { listSearchSchema } from '../../kit/list-search.ts';
import { ensureEndpoint, lenderParams, pagedListLoader } from '../../kit/page-loader.ts';
import { lenderBillingPage } from './billing/billing-pages.ts';
import { lenderCampaignPages } from './enrollment/campaign-pages.ts';
import { faqSearch } from './faq/faq-search.ts';
import { loanLeadPages } from './loan-leads/loan-lead-pages.ts';
import {
  employmentStatusPage,
  occupancyStatusPage,
  purposeTypesPage,
  refinanceReasonsPage,
} from './lookup-lists/lookup-list-pages.ts';
import { lenderPagesMessages as nav } from './messages/lender-pages.ts';
import { notificationTemplatesSearch } from './notification-templates/template-search.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const { LenderDashboardPage } = lazyPages(() => import('./dashboard-page.tsx'));

const { AcknowledgementsPage } = lazyPages(() => import('./acknowledgements/acknowledgements-page.tsx'));
const { ProjectionsPage } = lazyPages(() => import('./projections/projections-page.tsx'));
const { ProjectionPage } = lazyPages(() => import('./projections/projection-page.tsx'));
const { BranchesPage } = lazyPages(() => import('./branches/branches-page.tsx'));
const { NewBranchPage, EditBranchPage } = lazyPages(() => import('./branches/branch-form-page.tsx'));
const { BranchImportPage } = lazyPages(() => import('./branches/branch-import-page.tsx'));
const { MembershipEligibilityPage } = lazyPages(
  () => import('./membership-eligibility/membership-eligibility-page.tsx'),
);
const { ProductEligibilityPage } = lazyPages(() => import('./product-eligibility/product-eligibility-page.tsx'));
const { FaqPage } = lazyPages(() => import('./faq/faq-page.tsx'));
const { NotificationTemplatesPage } = lazyPages(
  () => import('./notification-templates/notification-templates-page.tsx'),
);

const { EmbedderBlocklistPage } = lazyPages(() => import('./embedder-blocklist/embedder-blocklist-page.tsx'));
const { IntegrationPage } = lazyPages(() => import('./integration/integration-page.tsx'));
const { TestIdentitiesPage } = lazyPages(() => import('./test-identities/test-identities-page.tsx'));
const { ConsoleSettingsPage } = lazyPages(() => import('./settings/console-settings-page.tsx'));
const read = (area: PermissionArea) => needs(area, 'read');
const write = (area: PermissionArea) => needs(area, 'write');

/** Every lender console route of 002 §2 (paths relative to /lender/console). */
export const lenderPages = [
  ...homePages(nav, {
    loader: (c) => ensureEndpoint(c, getLenderDashboard, { params: { fiId: c.fiId ?? 0 } }),
    loadFailure: nav.thereWasAnErrorGetting,
    component: LenderDashboardPage,
  }),
  ...lenderCampaignPages,
  defineConsolePage({
    path: 'campaign/acknowledgements',
    title: nav.campaignChangeAcknowledgements,
    permission: read('campaigns'),
    loader: (c) => ensureEndpoint(c, listLenderAcknowledgements, { params: { fiId: c.fiId ?? 0 }, query: {} }),
    loadFailure: nav.thereWasAnErrorGetting2,
    component: AcknowledgementsPage,
  }),
  defineConsolePage({
    path: 'projections',
    title: nav.projections,
    permission: read('campaigns'),
    loader: (c) => ensureEndpoint(c, listProjections, { params: { fiId: c.fiId ?? 0 } }),
    loadFailure: nav.thereWasAnErrorGetting3,
    component: ProjectionsPage,
  }),
  defineConsolePage({
    path: 'projections/$projectionId',
    title: nav.campaignProjectionSummary,
    permission: read('campaigns'),
    loader: ({ client, queryClient, fiId = 0, params }) =>
      queryClient.ensureQueryData(
        endpointQuery(
          client,
          getProjection,
          { params: { fiId, projectionId: params.projectionId } },
          { suppressServerErrorRedirect: true },
        ),
      ),
    loadFailure: CONFIG_TOASTS.consumerDistributionReportFailed,
    loadFailureToast: true,
    component: ProjectionPage,
  }),
  defineConsolePage({
    path: 'notificationTemplates',
    title: nav.notificationTemplates,
    permission: read('generalSetup'),
    validateSearch: notificationTemplatesSearch,
    loader: ({ search, fiId = 0, ...c }) =>
      ensureEndpoint(c, getNotificationTemplate, {
        params: { fiId, type: search.type ?? 'LOAN_CERTIFICATE', productId: search.productId ?? ALL_PRODUCTS_ID },
      }),
    component: NotificationTemplatesPage,
  }),
  defineConsolePage({
    path: 'branches',
    title: nav.branches,
    permission: read('generalSetup'),
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listBranches, lenderParams),
    loadFailure: nav.thereWasAnErrorGetting4,
    component: BranchesPage,
  }),
  defineConsolePage({
    path: 'branches/new',
    title: nav.newBranch,
    permission: write('generalSetup'),
    component: NewBranchPage,
  }),
  defineConsolePage({
    path: 'branches/import',
    title: nav.importBranches,
    permission: write('generalSetup'),
    component: BranchImportPage,
  }),
  defineConsolePage({
    path: 'branches/$fiBranchId/edit',
    title: nav.editBranch,
    permission: write('generalSetup'),
    loader: ({ params, fiId = 0, ...c }) =>
      ensureEndpoint(c, getBranch, { params: { fiId, branchId: params.fiBranchId } }),
    loadFailure: nav.thereWasAnErrorGetting4,
    component: EditBranchPage,
  }),
  defineConsolePage({
    path: 'integration',
    title: nav.integration,
    permission: read('generalSetup'),
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listIntegrations, lenderParams),
    loadFailure: nav.thereWasAnErrorGetting5,
    component: IntegrationPage,
  }),
  defineConsolePage({
    path: 'faq',
    title: nav.faqs,
    permission: read('generalSetup'),
    validateSearch: faqSearch,
    loader: (c) => ensureEndpoint(c, listProductFaqs, { params: { fiId: c.fiId ?? 0 } }),
    loadFailure: nav.thereWasAnErrorGetting6,
    component: FaqPage,
  }),
  defineConsolePage({
    path: 'membershipEligibility',
    title: nav.membershipEligibility,
    permission: read('generalSetup'),
    loader: (c) => ensureEndpoint(c, getMembershipEligibility, { params: { fiId: c.fiId ?? 0 } }),
    component: MembershipEligibilityPage,
  }),
  defineConsolePage({
    path: 'productEligibility',
    title: nav.productEligibility,
    permission: read('generalSetup'),
    loader: (c) => ensureEndpoint(c, listProductEligibility, { params: { fiId: c.fiId ?? 0 } }),
    component: ProductEligibilityPage,
  }),
  refinanceReasonsPage,
  purposeTypesPage,
  ...loanLeadPages,
  employmentStatusPage,
  occupancyStatusPage,
  defineConsolePage({
    path: 'embedderBlocklist',
    title: nav.embedderBlocklist,
    permission: read('generalSetup'),
    loader: (c) => c.queryClient.ensureQueryData(embedderBlocklistQuery(c.client, c.fiId ?? 0)),
    loadFailure: EMBEDDER_BLOCKLIST_LOAD_FAILURE,
    component: EmbedderBlocklistPage,
  }),
  clientSupportPage(nav.clientSupport),
  defineConsolePage({
    path: 'testIdentities',
    title: nav.testIdentities,
    permission: read('generalSetup'),
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listTestIdentities, lenderParams),
    component: TestIdentitiesPage,
  }),
  // Not a route of 002 §2: console settings and the logo need a page (docs/decisions/0220-screens-integrations.md).
  defineConsolePage({
    path: 'settings',
    title: nav.consoleSettings2,
    permission: read('generalSetup'),
    loader: (c) => ensureEndpoint(c, getConsoleSettings, { params: { fiId: c.fiId ?? 0 } }),
    component: ConsoleSettingsPage,
  }),
  lenderBillingPage,
] as const;

/** Navigation labels, verbatim from 002 §2. */
export const lenderNav = consoleNav(lenderPages, ({ link, group }) => [
  link('dashboard'),
  link('loanLeads'),
  group(nav.campaigns, [link('campaign', nav.management), link('projections')]),
  group(nav.generalSetup, [
    link('branches'),
    link('membershipEligibility'),
    link('productEligibility'),
    link('purposeTypes'),
    link('refinanceReasons'),
    link('employmentStatus'),
    link('occupancyStatus'),
    link('notificationTemplates'),
    link('faq'),
    link('integration'),
    link('testIdentities'),
    link('embedderBlocklist'),
    link('settings', nav.consoleSettings),
  ]),
  link('clientSupport'),
  link('billing', nav.invoicesAndBilling),
  link('profile'),
]);
