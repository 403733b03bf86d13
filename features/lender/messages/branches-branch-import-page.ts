import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/branches/branch-import-page.tsx. */
export const branchesBranchImportPageMessages = messagesOf('lender.branchesBranchImportPage', {
  importBranches: 'Import branches',
  uploadACsvOfEvery: 'Upload a CSV of every branch. The import replaces all existing branches.',
  branchFile: 'Branch file',
  branchesImported: '{count, plural, one {# branch} other {# branches}} imported',
  theImportDeletesAllExisting: 'The import deletes all existing branches and replaces them with the rows of this file.',
});
