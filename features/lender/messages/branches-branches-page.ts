import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/branches/branches-page.tsx. */
export const branchesBranchesPageMessages = messagesOf('lender.branchesBranchesPage', {
  importCsv: 'Import CSV',
  addBranch: 'Add branch',
  branches: 'Branches',
  whereYourMembersCanWalk: 'Where your members can walk in. Offers show the distance to the nearest branch.',
  edit: 'Edit {name}',
  branchNoun: 'branch',
  thereWasAnErrorGetting: 'There was an error getting the branches',
  noBranchesYet: 'No branches yet.',
  offersStopShowingTheDistance: 'Offers stop showing the distance to this branch.',
});
