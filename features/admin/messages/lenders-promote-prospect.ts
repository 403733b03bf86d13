import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/promote-prospect.tsx. */
export const lendersPromoteProspectMessages = messagesOf('admin.lendersPromoteProspect', {
  promoteToLender: 'Promote {value} to lender?',
  itMovesToTheLenders: 'It moves to the Lenders tab and can take part in campaigns. This cannot be undone here.',
  promotingTheProspect: 'Promoting the prospect…',
  prospectPromotedToLender: 'Prospect promoted to lender',
  couldNotPromoteTheProspect: 'Could not promote the prospect',
  promote: 'Promote',
  promoteName: 'Promote {name}',
  theProspect: 'the prospect',
});
