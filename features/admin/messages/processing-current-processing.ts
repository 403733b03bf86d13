import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/current-processing.ts. */
export const processingCurrentProcessingMessages = messagesOf('admin.processingCurrentProcessing', {
  campaignProcessing: 'Campaign processing',
});
