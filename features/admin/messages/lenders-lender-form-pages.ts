import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-form-pages.tsx. */
export const lendersLenderFormPagesMessages = messagesOf('admin.lendersLenderFormPages', {
  addLender: 'Add lender',
  everyFieldOfTheLender: 'Every field of the lender’s profile; required ones are marked.',
  addProspect: 'Add prospect',
  aLenderNotYetOnboarded: 'A lender not yet onboarded; promote it when it is ready.',
  promoteToLender: 'Promote to lender',
  editName: 'Edit {name}',
  editLender: 'Edit lender',
  editProspect: 'Edit prospect',
});
