import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/processing-step-card.tsx. */
export const processingStepCardMessages = defineMessages({
  progress: { id: 'console.processingStepCard.progress', defaultMessage: '{title} progress' },
  ofRows: {
    id: 'console.processingStepCard.ofRows',
    defaultMessage: '{rowsDone} of {rowsTotal} rows{value}{value2}{value3}',
  },
  start: { id: 'console.processingStepCard.start', defaultMessage: 'Start {value}' },
  retry: { id: 'console.processingStepCard.retry', defaultMessage: 'Retry' },
  cancel: { id: 'console.processingStepCard.cancel', defaultMessage: 'Cancel' },
});
