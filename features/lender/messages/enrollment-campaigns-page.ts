import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaigns-page.tsx. */
export const enrollmentCampaignsPageMessages = defineMessages({
  viewSummary: { id: 'lender.enrollmentCampaignsPage.viewSummary', defaultMessage: 'View summary' },
  enrollment: { id: 'lender.enrollmentCampaignsPage.enrollment', defaultMessage: 'Enrollment' },
  marketplaceWorkflow: {
    id: 'lender.enrollmentCampaignsPage.marketplaceWorkflow',
    defaultMessage: 'Marketplace workflow',
  },
  unenroll: { id: 'lender.enrollmentCampaignsPage.unenroll', defaultMessage: 'Unenroll' },
  rateChanges: { id: 'lender.enrollmentCampaignsPage.rateChanges', defaultMessage: 'Rate changes' },
  campaignManagement: {
    id: 'lender.enrollmentCampaignsPage.campaignManagement',
    defaultMessage: 'Campaign Management',
  },
  enrollInTheNextCampaign: {
    id: 'lender.enrollmentCampaignsPage.enrollInTheNextCampaign',
    defaultMessage: 'Enroll in the next campaign and follow your campaigns.',
  },
  offersActive: { id: 'lender.enrollmentCampaignsPage.offersActive', defaultMessage: 'Offers active: {value}{value2}' },
});
