import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/enrollment-button.tsx. */
export const campaignsEnrollmentButtonMessages = messagesOf('embedder.campaignsEnrollmentButton', {
  leavingTheCampaign: 'Leaving the campaign…',
  youLeftTheCampaign: 'You left the campaign',
  couldNotLeaveTheCampaign: 'Could not leave the campaign',
  enrolling: 'Enrolling…',
  enrolledInTheCampaign: 'Enrolled in the campaign',
  couldNotEnrollInThe: 'Could not enroll in the campaign',
  unenroll: 'Unenroll',
  enroll: 'Enroll',
});
