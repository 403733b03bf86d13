import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/step-summary.tsx. */
export const stepSummaryMessages = messagesOf('kit.stepSummary', {
  edit: 'Edit',
  edit2: 'Edit {title}',
  notSet: 'Not set',
});
