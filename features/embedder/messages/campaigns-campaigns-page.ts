import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaigns-page.tsx. */
export const campaignsCampaignsPageMessages = messagesOf('embedder.campaignsCampaignsPage', {
  campaigns: 'Campaigns',
  enrollInTheNextCampaign: 'Enroll in the next campaign and follow your consumers’ offers.',
  current: 'Current',
  noCurrent: 'No campaign is running now.',
  next: 'Next',
  noNext: 'No next campaign is open yet.',
  completed: 'Completed',
  noCompleted: 'No completed campaigns yet.',
  viewFigures: 'View figures',
  enrollmentAndConsumerFile: 'Enrollment and consumer file',
});
