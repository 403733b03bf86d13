import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/step-summary.tsx. */
export const stepSummaryMessages = defineMessages({
  edit: { id: 'kit.stepSummary.edit', defaultMessage: 'Edit' },
  edit2: { id: 'kit.stepSummary.edit2', defaultMessage: 'Edit {title}' },
  notSet: { id: 'kit.stepSummary.notSet', defaultMessage: 'Not set' },
});
