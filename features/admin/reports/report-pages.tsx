import { createColumnHelper } from '@tanstack/react-table';
import {
  CDFI_REPORT_FIELDS,
  type CdfiReportRow,
  cdfiReport,
  PREQUAL_LEAD_REPORT_FIELDS,
  type PrequalLeadReportRow,
  prequalLeadReport,
  REDEMPTION_REPORT_FIELDS,
  type RedemptionReportRow,
  redemptionReport,
} from '../../../api/reports.ts';
import { reportPage } from '../../../console/report-page.tsx';
import { CONFIG_TOASTS } from '../../../domain/validation/config-toasts.ts';
import { cells } from '../../../kit/display-cells.ts';
import { columnHeader, wordsNode } from '../../../kit/words.ts';
import { reportsReportPagesMessages as m } from '../messages/reports-report-pages.ts';

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

const redemption = createColumnHelper<RedemptionReportRow>();
const redemptionColumns = [
  redemption.accessor('dateAccepted', { header: columnHeader(m.dateAccepted) }),
  redemption.accessor('lender', { header: columnHeader(m.lender) }),
  redemption.accessor('campaign', { header: columnHeader(m.campaign) }),
  redemption.accessor('consumerName', { header: columnHeader(m.name), enableSorting: false }),
  redemption.accessor('productName', { header: columnHeader(m.product), enableSorting: false }),
  redemption.accessor('productCategory', { header: columnHeader(m.productCategory) }),
  redemption.accessor('redeemType', { header: columnHeader(m.redeemType), cell: cells.label }),
  redemption.accessor('redeemStatus', { header: columnHeader(m.redeemStatus), cell: cells.label }),
  redemption.accessor('fundingStatus', { header: columnHeader(m.fundingStatus), cell: cells.label }),
  redemption.accessor('amountRequested', { header: columnHeader(m.amountRequested), cell: cells.money }),
  redemption.accessor('selectedTerm', { header: columnHeader(m.term), cell: (c) => dash(c.getValue()) }),
  redemption.accessor('apr', { header: columnHeader(m.apr), cell: cells.percent }),
  redemption.accessor('transactionOutcome', { header: columnHeader(m.transactionOutcome) }),
];

/** /admin/console/reports: the redemption report (loan lead fields as stored), every lender. */
export const RedemptionReportPage = reportPage({
  title: m.redemptionReport,
  description: m.everyRedemptionAcrossLendersAnd,
  label: m.redemptions,
  endpoint: redemptionReport,
  fields: REDEMPTION_REPORT_FIELDS,
  columns: redemptionColumns,
  fileName: 'redemption-report',
  errorMessage: CONFIG_TOASTS.redemptionReportFailed,
  failureToast: CONFIG_TOASTS.redemptionReportFailed,
  emptyMessage: m.noRedemptionsInThisPeriod,
});

const cdfi = createColumnHelper<CdfiReportRow>();
const cdfiColumns = [
  cdfi.accessor('lender', { header: columnHeader(m.lender) }),
  cdfi.accessor('lenderType', { header: columnHeader(m.lenderType), cell: cells.label }),
  cdfi.accessor('campaign', { header: columnHeader(m.campaign) }),
  cdfi.accessor('state', { header: columnHeader(m.state) }),
  cdfi.accessor('county', { header: columnHeader(m.county) }),
  cdfi.accessor('censusTract', { header: columnHeader(m.censusTract), enableSorting: false }),
  cdfi.accessor('redeems', { header: columnHeader(m.redeems) }),
  cdfi.accessor('amount', { header: columnHeader(m.amount), enableSorting: false, cell: cells.money }),
];

/** /admin/console/cdfiReports: redeems per lender, campaign, state and county (no census tract is recorded). */
export const CdfiReportPage = reportPage({
  title: m.cdfiReport,
  description: m.redeemsAndAmountsPerLender,
  label: m.cdfiReport,
  endpoint: cdfiReport,
  fields: CDFI_REPORT_FIELDS,
  columns: cdfiColumns,
  fileName: 'cdfi-report',
  errorMessage: m.theCdfiReportFailedTo,
  emptyMessage: m.noRedeemsInThisPeriod,
});

const prequal = createColumnHelper<PrequalLeadReportRow>();
const prequalColumns = [
  prequal.accessor('prequalAt', { header: columnHeader(m.prequalTime), cell: cells.dateTime }),
  prequal.accessor('embedder', { header: columnHeader(m.embedder) }),
  prequal.accessor('campaign', { header: columnHeader(m.campaign), cell: (c) => dash(c.getValue()) }),
  prequal.accessor((lead) => `${lead.firstName} ${lead.lastName}`, {
    id: 'name',
    header: columnHeader(m.name),
    enableSorting: false,
  }),
  prequal.accessor('email', { header: columnHeader(m.email), enableSorting: false }),
  prequal.accessor('phone', { header: columnHeader(m.phone), enableSorting: false }),
  prequal.accessor('hasOffers', {
    header: columnHeader(m.hasOffers),
    cell: (c) => wordsNode(c.getValue() ? m.yes : m.no),
  }),
  prequal.accessor('redeemedAt', {
    id: 'redeemed',
    header: columnHeader(m.redeemed),
    cell: (c) => wordsNode(c.getValue() ? m.yes : m.no),
  }),
];

/** /admin/console/prequalLeads: every embedder's prequal leads, names and contacts masked. */
export const PrequalLeadReportPage = reportPage({
  title: m.prequalLeadReport,
  description: m.partnerPrequalCallsOfEvery,
  label: m.prequalLeads,
  endpoint: prequalLeadReport,
  fields: PREQUAL_LEAD_REPORT_FIELDS,
  columns: prequalColumns,
  fileName: 'prequal-leads',
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noPrequalLeadsInThis,
});
