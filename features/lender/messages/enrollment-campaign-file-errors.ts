import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-file-errors.tsx. */
export const enrollmentCampaignFileErrorsMessages = defineMessages({
  theCampaignFileIsValid: {
    id: 'lender.enrollmentCampaignFileErrors.theCampaignFileIsValid',
    defaultMessage: 'The campaign file is valid and was applied to your products ({productCount}).',
  },
  theCampaignFileHasError: {
    id: 'lender.enrollmentCampaignFileErrors.theCampaignFileHasError',
    defaultMessage: 'The campaign file has {length} error{value}. Fix the file and import it again.',
  },
  campaignFileErrors: {
    id: 'lender.enrollmentCampaignFileErrors.campaignFileErrors',
    defaultMessage: 'Campaign file errors',
  },
});
