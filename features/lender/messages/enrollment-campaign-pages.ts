import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-pages.ts. */
export const enrollmentCampaignPagesMessages = messagesOf('lender.enrollmentCampaignPages', {
  campaignManagement: 'Campaign Management',
  campaignEnrollment: 'Campaign enrollment',
  newProduct: 'New product',
  editProduct: 'Edit product',
  campaignBlackout: 'Campaign blackout',
  campaignDetails: 'Campaign details',
  campaignSummary: 'Campaign summary',
  rateChanges: 'Rate changes',
  thereWasAnErrorGetting: 'There was an error getting the rate changes',
  marketplaceWorkflow: 'Marketplace workflow',
  thereWasAnErrorGetting2: 'There was an error getting the marketplace settings',
});
