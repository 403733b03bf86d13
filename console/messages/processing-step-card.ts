import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/processing-step-card.tsx. */
export const processingStepCardMessages = messagesOf('console.processingStepCard', {
  progress: '{title} progress',
  ofRows: '{rowsDone} of {rowsTotal} rows',
  withErrors: '{count} with errors',
  rate: '{rate} rows/s',
  timeLeft: 'about {eta} left',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',
  start: 'Start {value}',
  retry: 'Retry',
  cancel: 'Cancel',
});
