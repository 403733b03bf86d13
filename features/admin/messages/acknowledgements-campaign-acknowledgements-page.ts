import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/acknowledgements/campaign-acknowledgements-page.tsx. */
export const acknowledgementsCampaignAcknowledgementsPageMessages = defineMessages({
  askALenderToAcknowledge: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.askALenderToAcknowledge',
    defaultMessage: 'Ask a lender to acknowledge a change to this campaign, and follow the answers.',
  },
  requestAcknowledgement: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.requestAcknowledgement',
    defaultMessage: 'Request acknowledgement',
  },
  chooseALender: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.chooseALender',
    defaultMessage: 'Choose a lender',
  },
  lender: { id: 'admin.acknowledgementsCampaignAcknowledgementsPage.lender', defaultMessage: 'Lender' },
  summary: { id: 'admin.acknowledgementsCampaignAcknowledgementsPage.summary', defaultMessage: 'Summary' },
  textBeforeTheChange: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.textBeforeTheChange',
    defaultMessage: 'Text before the change',
  },
  textAfterTheChange: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.textAfterTheChange',
    defaultMessage: 'Text after the change',
  },
  cancelRequest: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.cancelRequest',
    defaultMessage: 'Cancel request',
  },
  noAcknowledgementRequestsForThis: {
    id: 'admin.acknowledgementsCampaignAcknowledgementsPage.noAcknowledgementRequestsForThis',
    defaultMessage: 'No acknowledgement requests for this campaign.',
  },
});
