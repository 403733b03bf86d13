import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-summary-page.tsx. */
export const enrollmentCampaignSummaryPageMessages = messagesOf('lender.enrollmentCampaignSummaryPage', {
  campaignManagement: '← Campaign Management',
  campaignSummary: 'Campaign summary',
  productSummary: 'Product summary',
  statusLine: '{status} · offers active {period} · {enrollmentState}',
});
