import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-file-errors.tsx. */
export const enrollmentCampaignFileErrorsMessages = messagesOf('lender.enrollmentCampaignFileErrors', {
  theCampaignFileIsValid: 'The campaign file is valid and was applied to your products ({productCount}).',
  theCampaignFileHasError: 'The campaign file has {length} error{value}. Fix the file and import it again.',
  campaignFileErrors: 'Campaign file errors',
  lendingCriteriaGroup: 'Lending criteria group',
  offerProductName: 'Offer product name',
  errorDetails: 'Error details',
});
