import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/consumer-file-errors.tsx. */
export const campaignsConsumerFileErrorsMessages = messagesOf('embedder.campaignsConsumerFileErrors', {
  rowErrors: 'Row errors',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
});
