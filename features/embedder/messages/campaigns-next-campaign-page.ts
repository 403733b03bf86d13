import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/next-campaign-page.tsx. */
export const campaignsNextCampaignPageMessages = messagesOf('embedder.campaignsNextCampaignPage', {
  nextCampaign: 'Next campaign',
  enrollThenUploadYourConsumer: 'Enroll, then upload your consumer file while enrollment is open.',
  noNextCampaignIsOpen: 'No next campaign is open yet.',
  consumerFile: 'Consumer file',
});
