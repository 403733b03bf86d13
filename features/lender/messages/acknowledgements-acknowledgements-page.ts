import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/acknowledgements/acknowledgements-page.tsx. */
export const acknowledgementsAcknowledgementsPageMessages = defineMessages({
  campaignChangeAcknowledgements: {
    id: 'lender.acknowledgementsAcknowledgementsPage.campaignChangeAcknowledgements',
    defaultMessage: 'Campaign change acknowledgements',
  },
  changesThePlatformMadeTo: {
    id: 'lender.acknowledgementsAcknowledgementsPage.changesThePlatformMadeTo',
    defaultMessage:
      'Changes the platform made to your campaigns. Review each difference, then acknowledge or reject it.',
  },
  noChangesToAcknowledge: {
    id: 'lender.acknowledgementsAcknowledgementsPage.noChangesToAcknowledge',
    defaultMessage: 'No changes to acknowledge.',
  },
});
