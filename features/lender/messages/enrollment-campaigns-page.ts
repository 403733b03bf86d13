import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaigns-page.tsx. */
export const enrollmentCampaignsPageMessages = messagesOf('lender.enrollmentCampaignsPage', {
  viewSummary: 'View summary',
  enrollment: 'Enrollment',
  marketplaceWorkflow: 'Marketplace workflow',
  unenroll: 'Unenroll',
  rateChanges: 'Rate changes',
  campaignManagement: 'Campaign Management',
  enrollInTheNextCampaign: 'Enroll in the next campaign and follow your campaigns.',
  offersActive: 'Offers active: {value}{value2}',
  leavingTheCampaign: 'Leaving the campaign…',
  youLeftTheCampaign: 'You left the campaign',
  couldNotLeaveTheCampaign: 'Could not leave the campaign',
  enrolling: 'Enrolling…',
  enrolledInTheCampaign: 'Enrolled in the campaign',
  couldNotEnrollInThe: 'Could not enroll in the campaign',
});
