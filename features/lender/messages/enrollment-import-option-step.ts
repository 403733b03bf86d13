import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/import-option-step.tsx. */
export const enrollmentImportOptionStepMessages = defineMessages({
  importOption: { id: 'lender.enrollmentImportOptionStep.importOption', defaultMessage: 'Import option' },
  continue: { id: 'lender.enrollmentImportOptionStep.continue', defaultMessage: 'Continue' },
});
