import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-pages.ts. */
export const lookupListsLookupListPagesMessages = messagesOf('lender.lookupListsLookupListPages', {
  purposeType: 'Purpose type',
  refinanceReason: 'Refinance reason',
  employmentStatus: 'Employment status',
  occupancyStatus: 'Occupancy status',
});
