import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-summary-page.tsx. */
export const enrollmentCampaignSummaryPageMessages = defineMessages({
  campaignManagement: {
    id: 'lender.enrollmentCampaignSummaryPage.campaignManagement',
    defaultMessage: '← Campaign Management',
  },
  campaignSummary: { id: 'lender.enrollmentCampaignSummaryPage.campaignSummary', defaultMessage: 'Campaign summary' },
  productSummary: { id: 'lender.enrollmentCampaignSummaryPage.productSummary', defaultMessage: 'Product summary' },
});
