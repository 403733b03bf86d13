import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/step-page.tsx. */
export const processingStepPageMessages = messagesOf('admin.processingStepPage', {
  errors: '{title} errors',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  scheduledJobError: 'Scheduled job error',
  thisEmbedderIsNotEnrolled: 'This embedder is not enrolled in the campaign',
  thereWasAnErrorGetting: 'There was an error getting the step’s errors',
  noRowErrors: 'No row errors.',
});
