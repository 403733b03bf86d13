import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/consumer-file-errors.tsx. */
export const campaignsConsumerFileErrorsMessages = defineMessages({
  rowErrors: { id: 'embedder.campaignsConsumerFileErrors.rowErrors', defaultMessage: 'Row errors' },
});
