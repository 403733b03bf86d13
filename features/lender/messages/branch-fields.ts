import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** A branch's fields, as the branch list, the branch form and the branch import name them. */
export const branchFieldMessages = messagesOf('lender.branchFields', {
  name: 'Name',
  losBranchReferenceId: 'LOS branch reference ID',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
});
