import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/processing-step-card.tsx. */
export const processingStepCardMessages = messagesOf('console.processingStepCard', {
  progress: '{title} progress',
  ofRows: '{rowsDone} of {rowsTotal} rows{value}{value2}{value3}',
  start: 'Start {value}',
  retry: 'Retry',
  cancel: 'Cancel',
});
