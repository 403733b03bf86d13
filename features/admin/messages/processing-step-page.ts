import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/step-page.tsx. */
export const processingStepPageMessages = defineMessages({
  errors: { id: 'admin.processingStepPage.errors', defaultMessage: '{title} errors' },
});
