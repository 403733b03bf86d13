import { listInvoices } from '../../../api/billing.ts';
import type { Endpoint } from '../../../api/endpoint.ts';
import { cdfiReport, materialReport, prequalLeadReport, redemptionReport } from '../../../api/reports.ts';
import { reportListSource } from '../../../console/report-list.ts';
import { type ReportSearch, reportSearchSchema } from '../../../console/report-page.tsx';
import { needs } from '../../../domain/permissions.ts';
import { CONFIG_TOASTS } from '../../../domain/validation/config-toasts.ts';
import { type ConsolePageLoaderContext, defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { ensureAll, ensurePagedList } from '../../../kit/page-loader.ts';
import { can } from '../../../kit/permission.ts';
import { billingCampaignsQuery, invoiceLendersQuery, pricingModelQuery } from '../billing/billing-queries.ts';
import { reportsReportAdminPagesMessages as words } from '../messages/reports-report-admin-pages.ts';
import { materialSearchSchema } from './material-search.ts';

// Loaded when first opened (each report brings the table kit; exceljs stays on the server).
const reports = () => import('./report-pages.tsx');
const { RedemptionReportPage, CdfiReportPage, PrequalLeadReportPage } = lazyPages(reports);
const { MaterialReportPage } = lazyPages(() => import('./material-report-page.tsx'));
const { BillingPage } = lazyPages(() => import('../billing/billing-page.tsx'));
const { PricingPage } = lazyPages(() => import('../billing/pricing-page.tsx'));

/** A report page's loader: the first page of its table, as ReportPage asks for it. */
const loadReport =
  (endpoint: Endpoint) =>
  ({ client, queryClient, search }: ConsolePageLoaderContext<ReportSearch>) =>
    ensurePagedList({ queryClient }, reportListSource(endpoint, client, undefined, search));

/** Billing's first paint: the invoices and, for a writer, the generate form's lender and campaign pickers. */
const loadBilling = (context: ConsolePageLoaderContext<ReportSearch>) => {
  const { client, queryClient, session } = context;
  const pickers = can(session, 'billing')
    ? [
        queryClient.ensureQueryData(invoiceLendersQuery(client)),
        queryClient.ensureQueryData(billingCampaignsQuery(client)),
      ]
    : [];
  return ensureAll(loadReport(listInvoices)(context), ...pickers);
};

const reportsRead = needs('reports', 'read');
const billingRead = needs('billing', 'read');

/** The admin's report, billing and pricing pages (002 §2), keyed by path for admin-pages.ts. */
export const reportAdminPages = {
  reports: defineConsolePage({
    path: 'reports',
    title: words.redemptionReport,
    permission: reportsRead,
    validateSearch: reportSearchSchema,
    loader: loadReport(redemptionReport),
    loadFailure: CONFIG_TOASTS.redemptionReportFailed,
    loadFailureToast: true,
    component: RedemptionReportPage,
  }),
  billing: defineConsolePage({
    path: 'billing',
    title: words.billing,
    permission: billingRead,
    validateSearch: reportSearchSchema,
    loader: loadBilling,
    loadFailure: words.thereWasAnErrorGetting,
    component: BillingPage,
  }),
  cdfiReports: defineConsolePage({
    path: 'cdfiReports',
    title: words.cdfiReport,
    permission: reportsRead,
    validateSearch: reportSearchSchema,
    loader: loadReport(cdfiReport),
    loadFailure: words.theCdfiReportFailedTo,
    component: CdfiReportPage,
  }),
  materialReports: defineConsolePage({
    path: 'materialReports',
    title: words.materialReport,
    permission: reportsRead,
    validateSearch: materialSearchSchema,
    loader: loadReport(materialReport),
    loadFailure: words.theMaterialReportFailedTo,
    component: MaterialReportPage,
  }),
  prequalLeads: defineConsolePage({
    path: 'prequalLeads',
    title: words.prequalLeadReport,
    permission: reportsRead,
    validateSearch: reportSearchSchema,
    loader: loadReport(prequalLeadReport),
    loadFailure: words.thereWasAnErrorGetting2,
    component: PrequalLeadReportPage,
  }),
  pricing: defineConsolePage({
    path: 'lenders/$lenderId/pricing',
    title: words.pricingModel,
    permission: billingRead,
    loader: ({ client, queryClient, params }) =>
      queryClient.ensureQueryData(pricingModelQuery(client, Number(params.lenderId))),
    loadFailure: words.thereWasAnErrorGetting3,
    component: PricingPage,
  }),
};
