import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/acknowledgements/campaign-acknowledgements-page.tsx. */
export const acknowledgementsCampaignAcknowledgementsPageMessages = messagesOf(
  'admin.acknowledgementsCampaignAcknowledgementsPage',
  {
    askALenderToAcknowledge: 'Ask a lender to acknowledge a change to this campaign, and follow the answers.',
    requestAcknowledgement: 'Request acknowledgement',
    chooseALender: 'Choose a lender',
    lender: 'Lender',
    summary: 'Summary',
    textBeforeTheChange: 'Text before the change',
    textAfterTheChange: 'Text after the change',
    cancelRequest: 'Cancel request',
    noAcknowledgementRequestsForThis: 'No acknowledgement requests for this campaign.',
    requestingAcknowledgement: 'Requesting acknowledgement…',
    acknowledgementRequested: 'Acknowledgement requested',
    couldNotRequestTheAcknowledgement: 'Could not request the acknowledgement',
    cancellingTheRequest: 'Cancelling the request…',
    requestCancelled: 'Request cancelled',
    couldNotCancelTheRequest: 'Could not cancel the request',
    thereWasAnErrorGetting: 'There was an error getting the acknowledgements',
    changeAcknowledgements: 'Change acknowledgements',
    chartEntity: "{lender}'s acknowledgement of “{summary}”",
  },
);
