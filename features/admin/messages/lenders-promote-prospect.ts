import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/promote-prospect.tsx. */
export const lendersPromoteProspectMessages = defineMessages({
  promoteToLender: { id: 'admin.lendersPromoteProspect.promoteToLender', defaultMessage: 'Promote {value} to lender?' },
  itMovesToTheLenders: {
    id: 'admin.lendersPromoteProspect.itMovesToTheLenders',
    defaultMessage: 'It moves to the Lenders tab and can take part in campaigns. This cannot be undone here.',
  },
});
