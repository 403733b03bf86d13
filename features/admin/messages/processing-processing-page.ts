import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/processing-page.tsx. */
export const processingProcessingPageMessages = defineMessages({
  stepsRunWhileTheCampaign: {
    id: 'admin.processingProcessingPage.stepsRunWhileTheCampaign',
    defaultMessage: 'Steps run while the campaign is scheduled or its offers are generated.',
  },
  open: { id: 'admin.processingProcessingPage.open', defaultMessage: 'Open {title}' },
});
