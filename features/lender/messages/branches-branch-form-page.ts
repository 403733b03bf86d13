import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/branches/branch-form-page.tsx. */
export const branchesBranchFormPageMessages = defineMessages({
  newBranch: { id: 'lender.branchesBranchFormPage.newBranch', defaultMessage: 'New branch' },
  editBranch: { id: 'lender.branchesBranchFormPage.editBranch', defaultMessage: 'Edit branch' },
});
