import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/membership-eligibility/membership-form.tsx. */
export const membershipEligibilityMembershipFormMessages = messagesOf('lender.membershipEligibilityMembershipForm', {
  savingMembershipEligibility: 'Saving membership eligibility…',
  membershipEligibilitySaved: 'Membership eligibility saved',
  couldNotSaveMembershipEligibility: 'Could not save membership eligibility',
  nationwide: 'Nationwide',
  wholeStates: 'Whole states',
  counties: 'Counties',
  state: 'State',
  county: 'County',
  zipCodes: 'Zip codes',
  anyoneInTheUnitedStates: 'Anyone in the United States may join.',
  everyoneLivingInTheseStates: 'Everyone living in these states may join.',
  membersOfACountyMatch: 'Members of a county match by county, or by one of its zip codes.',
  saveMembershipEligibility: 'Save membership eligibility',
});
