import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/consumer-file-errors.tsx. */
export const campaignsConsumerFileErrorsMessages = messagesOf('embedder.campaignsConsumerFileErrors', {
  rowErrors: 'Row errors',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  thereWasAnErrorGetting: 'There was an error getting the file’s errors',
  noRowErrors: 'No row errors.',
});
