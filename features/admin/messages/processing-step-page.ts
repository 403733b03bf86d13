import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/step-page.tsx. */
export const processingStepPageMessages = messagesOf('admin.processingStepPage', {
  errors: '{title} errors',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
});
