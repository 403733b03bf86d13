import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/membership-eligibility/membership-eligibility-page.tsx. */
export const membershipEligibilityMembershipEligibilityPageMessages = defineMessages({
  membershipEligibility: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.membershipEligibility',
    defaultMessage: 'Membership Eligibility',
  },
  whoMayJoinYourInstitution: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.whoMayJoinYourInstitution',
    defaultMessage: 'Who may join your institution, and so who receives your offers.',
  },
  delete: { id: 'lender.membershipEligibilityMembershipEligibilityPage.delete', defaultMessage: 'Delete' },
  whoMayJoin: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.whoMayJoin',
    defaultMessage: 'Who may join',
  },
  nationwideAnyoneInTheUnited: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.nationwideAnyoneInTheUnited',
    defaultMessage: 'Nationwide: anyone in the United States.',
  },
  eligibleStates: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.eligibleStates',
    defaultMessage: 'Eligible states',
  },
  changeWhoMayJoin: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.changeWhoMayJoin',
    defaultMessage: 'Change who may join',
  },
  importFromACsvFile: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.importFromACsvFile',
    defaultMessage: 'Import from a CSV file',
  },
  oneRowPerStateCounty: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.oneRowPerStateCounty',
    defaultMessage:
      'One row per state, county or zip code (state * = nationwide). The file replaces your whole membership eligibility.',
  },
  membershipFile: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.membershipFile',
    defaultMessage: 'Membership file',
  },
  deleteMembershipEligibility: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.deleteMembershipEligibility',
    defaultMessage: 'Delete membership eligibility?',
  },
  yourStatesAndCountiesAre: {
    id: 'lender.membershipEligibilityMembershipEligibilityPage.yourStatesAndCountiesAre',
    defaultMessage: 'Your states and counties are removed: anyone in the United States becomes eligible (nationwide).',
  },
});
