import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/reports/report-pages.tsx. */
export const reportsReportPagesMessages = messagesOf('admin.reportsReportPages', {
  dateAccepted: 'Date accepted',
  lender: 'Lender',
  campaign: 'Campaign',
  name: 'Name',
  product: 'Product',
  productCategory: 'Product category',
  redeemType: 'Redeem type',
  redeemStatus: 'Redeem status',
  fundingStatus: 'Funding status',
  amountRequested: 'Amount requested',
  term: 'Term',
  apr: 'APR',
  lenderType: 'Lender type',
  state: 'State',
  county: 'County',
  censusTract: 'Census tract',
  redeems: 'Redeems',
  amount: 'Amount',
  prequalTime: 'Prequal time',
  embedder: 'Embedder',
  email: 'Email',
  phone: 'Phone',
  hasOffers: 'Has offers',
  redeemed: 'Redeemed',
});
