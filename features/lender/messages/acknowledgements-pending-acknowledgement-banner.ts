import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/acknowledgements/pending-acknowledgement-banner.tsx. */
export const acknowledgementsPendingAcknowledgementBannerMessages = defineMessages({
  yourAcknowledgement: {
    id: 'lender.acknowledgementsPendingAcknowledgementBanner.yourAcknowledgement',
    defaultMessage: '{value} your acknowledgement',
  },
  reviewWhatChangedAndAcknowledge: {
    id: 'lender.acknowledgementsPendingAcknowledgementBanner.reviewWhatChangedAndAcknowledge',
    defaultMessage: 'Review what changed and acknowledge or reject it.',
  },
  reviewChanges: {
    id: 'lender.acknowledgementsPendingAcknowledgementBanner.reviewChanges',
    defaultMessage: 'Review changes',
  },
});
