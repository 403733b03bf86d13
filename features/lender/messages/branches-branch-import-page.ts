import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/branches/branch-import-page.tsx. */
export const branchesBranchImportPageMessages = defineMessages({
  importBranches: { id: 'lender.branchesBranchImportPage.importBranches', defaultMessage: 'Import branches' },
  uploadACsvOfEvery: {
    id: 'lender.branchesBranchImportPage.uploadACsvOfEvery',
    defaultMessage: 'Upload a CSV of every branch. The import replaces all existing branches.',
  },
  branchFile: { id: 'lender.branchesBranchImportPage.branchFile', defaultMessage: 'Branch file' },
});
