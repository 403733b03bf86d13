import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/acknowledgements/acknowledgements-page.tsx. */
export const acknowledgementsAcknowledgementsPageMessages = messagesOf('lender.acknowledgementsAcknowledgementsPage', {
  campaignChangeAcknowledgements: 'Campaign change acknowledgements',
  changesThePlatformMadeTo:
    'Changes the platform made to your campaigns. Review each difference, then acknowledge or reject it.',
  noChangesToAcknowledge: 'No changes to acknowledge.',
  thereWasAnErrorGetting: 'There was an error getting the acknowledgements',
});
