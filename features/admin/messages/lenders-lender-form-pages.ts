import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-form-pages.tsx. */
export const lendersLenderFormPagesMessages = defineMessages({
  addLender: { id: 'admin.lendersLenderFormPages.addLender', defaultMessage: 'Add lender' },
  everyFieldOfTheLender: {
    id: 'admin.lendersLenderFormPages.everyFieldOfTheLender',
    defaultMessage: 'Every field of the lender’s profile; required ones are marked.',
  },
  addProspect: { id: 'admin.lendersLenderFormPages.addProspect', defaultMessage: 'Add prospect' },
  aLenderNotYetOnboarded: {
    id: 'admin.lendersLenderFormPages.aLenderNotYetOnboarded',
    defaultMessage: 'A lender not yet onboarded; promote it when it is ready.',
  },
  promoteToLender: { id: 'admin.lendersLenderFormPages.promoteToLender', defaultMessage: 'Promote to lender' },
});
