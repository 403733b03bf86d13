import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/membership-eligibility/membership-eligibility-page.tsx. */
export const membershipEligibilityMembershipEligibilityPageMessages = messagesOf(
  'lender.membershipEligibilityMembershipEligibilityPage',
  {
    membershipEligibility: 'Membership Eligibility',
    whoMayJoinYourInstitution: 'Who may join your institution, and so who receives your offers.',
    delete: 'Delete',
    whoMayJoin: 'Who may join',
    nationwideAnyoneInTheUnited: 'Nationwide: anyone in the United States.',
    eligibleStates: 'Eligible states',
    changeWhoMayJoin: 'Change who may join',
    oneRowPerStateCounty:
      'One row per state, county or zip code (state * = nationwide). The file replaces your whole membership eligibility.',
    membershipFile: 'Membership file',
    deleteMembershipEligibility: 'Delete membership eligibility?',
    yourStatesAndCountiesAre:
      'Your states and counties are removed: anyone in the United States becomes eligible (nationwide).',
    deletingMembershipEligibility: 'Deleting membership eligibility…',
    membershipEligibilityDeletedNationwide: 'Membership eligibility deleted: nationwide',
    couldNotDeleteMembershipEligibility: 'Could not delete membership eligibility',
    thereWasAnErrorGetting: 'There was an error getting the membership eligibility',
    theImportReplacesYourWhole: 'The import replaces your whole membership eligibility.',
  },
);
