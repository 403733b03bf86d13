import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/branches/branches-page.tsx. */
export const branchesBranchesPageMessages = defineMessages({
  importCsv: { id: 'lender.branchesBranchesPage.importCsv', defaultMessage: 'Import CSV' },
  addBranch: { id: 'lender.branchesBranchesPage.addBranch', defaultMessage: 'Add branch' },
  branches: { id: 'lender.branchesBranchesPage.branches', defaultMessage: 'Branches' },
  whereYourMembersCanWalk: {
    id: 'lender.branchesBranchesPage.whereYourMembersCanWalk',
    defaultMessage: 'Where your members can walk in. Offers show the distance to the nearest branch.',
  },
  edit: { id: 'lender.branchesBranchesPage.edit', defaultMessage: 'Edit {name}' },
});
