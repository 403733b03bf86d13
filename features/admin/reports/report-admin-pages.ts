import { lazy } from 'react';
import { reportSearchSchema } from '../../../console/report-page.tsx';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { materialSearchSchema } from './material-search.ts';

// Loaded when first opened (each report brings the table kit; exceljs stays on the server).
const reports = () => import('./report-pages.tsx');
const RedemptionReportPage = lazy(() => reports().then((m) => ({ default: m.RedemptionReportPage })));
const CdfiReportPage = lazy(() => reports().then((m) => ({ default: m.CdfiReportPage })));
const PrequalLeadReportPage = lazy(() => reports().then((m) => ({ default: m.PrequalLeadReportPage })));
const MaterialReportPage = lazy(() =>
  import('./material-report-page.tsx').then((m) => ({ default: m.MaterialReportPage })),
);
const BillingPage = lazy(() => import('../billing/billing-page.tsx').then((m) => ({ default: m.BillingPage })));
const PricingPage = lazy(() => import('../billing/pricing-page.tsx').then((m) => ({ default: m.PricingPage })));

const reportsRead = needs('reports', 'read');
const billingRead = needs('billing', 'read');

/** The admin's report, billing and pricing pages (002 §2), keyed by path for admin-pages.ts. */
export const reportAdminPages = {
  reports: defineConsolePage({
    path: 'reports',
    title: 'Redemption report',
    permission: reportsRead,
    validateSearch: reportSearchSchema,
    component: RedemptionReportPage,
  }),
  billing: defineConsolePage({
    path: 'billing',
    title: 'Billing',
    permission: billingRead,
    validateSearch: reportSearchSchema,
    component: BillingPage,
  }),
  cdfiReports: defineConsolePage({
    path: 'cdfiReports',
    title: 'CDFI report',
    permission: reportsRead,
    validateSearch: reportSearchSchema,
    component: CdfiReportPage,
  }),
  materialReports: defineConsolePage({
    path: 'materialReports',
    title: 'Material report',
    permission: reportsRead,
    validateSearch: materialSearchSchema,
    component: MaterialReportPage,
  }),
  prequalLeads: defineConsolePage({
    path: 'prequalLeads',
    title: 'Prequal lead report',
    permission: reportsRead,
    validateSearch: reportSearchSchema,
    component: PrequalLeadReportPage,
  }),
  pricing: defineConsolePage({
    path: 'lenders/$lenderId/pricing',
    title: 'Pricing model',
    permission: billingRead,
    component: PricingPage,
  }),
};
