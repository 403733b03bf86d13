import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-details-page.tsx. */
export const campaignsCampaignDetailsPageMessages = messagesOf('admin.campaignsCampaignDetailsPage', {
  campaignActions: 'Campaign actions',
  text: '{label}?',
  theCampaignMovesOnFrom: 'The campaign moves on from {value}; this cannot be undone.',
  updatingTheCampaign: 'Updating the campaign…',
  campaignUpdated: 'Campaign updated',
  couldNotUpdateTheCampaign: 'Could not update the campaign',
  details: 'Details',
  none: 'None',
  status: 'Status',
  displayStatus: 'Display status',
  phase: 'Phase',
  enrollmentPeriod: 'Enrollment period',
  activeOffersPeriod: 'Active offers period',
  dropDates: 'Drop dates',
});
