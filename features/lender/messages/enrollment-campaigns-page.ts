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
  current: 'Current',
  noCurrent: 'No campaign is running now.',
  next: 'Next',
  noNext: 'No next campaign is open yet.',
  blackout: 'Blackout',
  noBlackout: 'No campaign is in blackout.',
  complete: 'Complete',
  noComplete: 'No completed campaigns yet.',
  enrollmentEnds: ' · Enrollment ends {day}',
});
