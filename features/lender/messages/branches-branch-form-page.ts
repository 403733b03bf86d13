import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/branches/branch-form-page.tsx. */
export const branchesBranchFormPageMessages = messagesOf('lender.branchesBranchFormPage', {
  newBranch: 'New branch',
  editBranch: 'Edit branch',
  savingTheBranch: 'Saving the branch…',
  branchSaved: 'Branch saved',
  couldNotSaveTheBranch: 'Could not save the branch',
  saveBranch: 'Save branch',
  addBranch: 'Add branch',
  thereWasAnErrorGetting: 'There was an error getting the branches',
});
