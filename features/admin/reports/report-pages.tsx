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

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

const redemption = createColumnHelper<RedemptionReportRow>();
const redemptionColumns = [
  redemption.accessor('dateAccepted', { header: 'Date accepted' }),
  redemption.accessor('lender', { header: 'Lender' }),
  redemption.accessor('campaign', { header: 'Campaign' }),
  redemption.accessor('consumerName', { header: 'Name', enableSorting: false }),
  redemption.accessor('productName', { header: 'Product', enableSorting: false }),
  redemption.accessor('productCategory', { header: 'Product category' }),
  redemption.accessor('redeemType', { header: 'Redeem type', cell: cells.label }),
  redemption.accessor('redeemStatus', { header: 'Redeem status', cell: cells.label }),
  redemption.accessor('fundingStatus', { header: 'Funding status', cell: cells.label }),
  redemption.accessor('amountRequested', { header: 'Amount requested', cell: cells.money }),
  redemption.accessor('selectedTerm', { header: 'Term', cell: (c) => dash(c.getValue()) }),
  redemption.accessor('apr', { header: 'APR', cell: cells.percent }),
  redemption.accessor('transactionOutcome', { header: 'Transaction outcome' }),
];

/** /admin/console/reports: the redemption report (loan lead fields as stored), every lender. */
export const RedemptionReportPage = reportPage({
  title: 'Redemption report',
  description: "Every redemption across lenders and campaigns, with the loan lead's fields.",
  label: 'Redemptions',
  endpoint: redemptionReport,
  fields: REDEMPTION_REPORT_FIELDS,
  columns: redemptionColumns,
  fileName: 'redemption-report',
  errorMessage: CONFIG_TOASTS.redemptionReportFailed,
  failureToast: CONFIG_TOASTS.redemptionReportFailed,
  emptyMessage: 'No redemptions in this period.',
});

const cdfi = createColumnHelper<CdfiReportRow>();
const cdfiColumns = [
  cdfi.accessor('lender', { header: 'Lender' }),
  cdfi.accessor('lenderType', { header: 'Lender type', cell: cells.label }),
  cdfi.accessor('campaign', { header: 'Campaign' }),
  cdfi.accessor('state', { header: 'State' }),
  cdfi.accessor('county', { header: 'County' }),
  cdfi.accessor('censusTract', { header: 'Census tract', enableSorting: false }),
  cdfi.accessor('redeems', { header: 'Redeems' }),
  cdfi.accessor('amount', { header: 'Amount', enableSorting: false, cell: cells.money }),
];

/** /admin/console/cdfiReports: redeems per lender, campaign, state and county (no census tract is recorded). */
export const CdfiReportPage = reportPage({
  title: 'CDFI report',
  description:
    "Redeems and amounts per lender, campaign and the consumer's state and county. Census tracts are not recorded yet.",
  label: 'CDFI report',
  endpoint: cdfiReport,
  fields: CDFI_REPORT_FIELDS,
  columns: cdfiColumns,
  fileName: 'cdfi-report',
  errorMessage: 'The CDFI report failed to load',
  emptyMessage: 'No redeems in this period.',
});

const prequal = createColumnHelper<PrequalLeadReportRow>();
const prequalColumns = [
  prequal.accessor('prequalAt', { header: 'Prequal time', cell: cells.dateTime }),
  prequal.accessor('embedder', { header: 'Embedder' }),
  prequal.accessor('campaign', { header: 'Campaign', cell: (c) => dash(c.getValue()) }),
  prequal.accessor((lead) => `${lead.firstName} ${lead.lastName}`, {
    id: 'name',
    header: 'Name',
    enableSorting: false,
  }),
  prequal.accessor('email', { header: 'Email', enableSorting: false }),
  prequal.accessor('phone', { header: 'Phone', enableSorting: false }),
  prequal.accessor('hasOffers', { header: 'Has offers', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
  prequal.accessor('redeemedAt', { id: 'redeemed', header: 'Redeemed', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
];

/** /admin/console/prequalLeads: every embedder's prequal leads, names and contacts masked. */
export const PrequalLeadReportPage = reportPage({
  title: 'Prequal lead report',
  description: 'Partner prequal calls of every embedder. Names and contacts are masked.',
  label: 'Prequal leads',
  endpoint: prequalLeadReport,
  fields: PREQUAL_LEAD_REPORT_FIELDS,
  columns: prequalColumns,
  fileName: 'prequal-leads',
  errorMessage: 'There was an error getting the prequal leads',
  emptyMessage: 'No prequal leads in this period.',
});
