import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/acknowledgements/pending-acknowledgement-banner.tsx. */
export const acknowledgementsPendingAcknowledgementBannerMessages = messagesOf(
  'lender.acknowledgementsPendingAcknowledgementBanner',
  {
    yourAcknowledgement:
      '{count, plural, one {A campaign change needs} other {# campaign changes need}} your acknowledgement',
    reviewWhatChangedAndAcknowledge: 'Review what changed and acknowledge or reject it.',
    reviewChanges: 'Review changes',
  },
);
