import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/processing-page.tsx. */
export const processingProcessingPageMessages = messagesOf('admin.processingProcessingPage', {
  stepsRunWhileTheCampaign: 'Steps run while the campaign is scheduled or its offers are generated.',
  open: 'Open {title}',
  processingComplete: 'processing complete',
  scheduledJobError: 'Scheduled job error',
  campaignProcessing: 'Campaign processing',
});
