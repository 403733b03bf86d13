import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/import-option-step.tsx. */
export const enrollmentImportOptionStepMessages = messagesOf('lender.enrollmentImportOptionStep', {
  importOption: 'Import option',
  continue: 'Continue',
  importACampaignFileCplx: 'Import a campaign file (CPLX or JSON)',
  startFromScratchYourProducts: 'Start from scratch (your products are deactivated)',
  startFromTheUcBlueprint: 'Start from the UC blueprint',
  keepYourPreviousCampaignS: 'Keep your previous campaign’s products',
  apply: 'Apply',
});
