import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/use-processing.ts. */
export const processingUseProcessingMessages = messagesOf('admin.processingUseProcessing', {
  startingTheStep: 'Starting the step…',
  stepStarted: 'Step started',
  couldNotStartTheStep: 'Could not start the step',
  retryingTheStep: 'Retrying the step…',
  stepScheduledAgain: 'Step scheduled again',
  couldNotRetryTheStep: 'Could not retry the step',
  cancelingTheStep: 'Canceling the step…',
  stepCanceled: 'Step canceled',
  couldNotCancelTheStep: 'Could not cancel the step',
});
