import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-lenders-page.tsx. */
export const campaignsCampaignLendersPageMessages = messagesOf('admin.campaignsCampaignLendersPage', {
  enrollmentIsNotOpenLenders: 'Enrollment is not open: lenders cannot be enrolled or unenrolled now.',
  campaignLenders: 'Campaign lenders',
  savingTheEnrollment: 'Saving the enrollment…',
  enrollmentSaved: 'Enrollment saved',
  couldNotChangeTheEnrollment: 'Could not change the enrollment',
  thereWasAnErrorGetting: 'There was an error getting the lenders',
  lenders: 'Lenders',
  noLendersYet: 'No lenders yet.',
});
