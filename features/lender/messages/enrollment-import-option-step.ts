import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/import-option-step.tsx. */
export const enrollmentImportOptionStepMessages = messagesOf('lender.enrollmentImportOptionStep', {
  importOption: 'Import option',
  continue: 'Continue',
});
