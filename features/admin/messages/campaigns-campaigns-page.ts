import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaigns-page.tsx. */
export const campaignsCampaignsPageMessages = messagesOf('admin.campaignsCampaignsPage', {
  name: 'Name',
  displayStatus: 'Display status',
  status: 'Status',
  enrollmentPeriod: 'Enrollment period',
  activeOffersPeriod: 'Active offers period',
  addCampaign: 'Add campaign',
  campaigns: 'Campaigns',
  ucCampaignsEnrollmentPrescreenOffers: 'UC campaigns: enrollment, prescreen, offers and their lifecycle.',
  thereWasAnErrorGetting: 'There was an error getting the UC Campaigns',
  noCampaignsYet: 'No campaigns yet.',
});
