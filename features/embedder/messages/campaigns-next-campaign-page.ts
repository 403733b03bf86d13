import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/next-campaign-page.tsx. */
export const campaignsNextCampaignPageMessages = defineMessages({
  nextCampaign: { id: 'embedder.campaignsNextCampaignPage.nextCampaign', defaultMessage: 'Next campaign' },
  enrollThenUploadYourConsumer: {
    id: 'embedder.campaignsNextCampaignPage.enrollThenUploadYourConsumer',
    defaultMessage: 'Enroll, then upload your consumer file while enrollment is open.',
  },
  noNextCampaignIsOpen: {
    id: 'embedder.campaignsNextCampaignPage.noNextCampaignIsOpen',
    defaultMessage: 'No next campaign is open yet.',
  },
  consumerFile: { id: 'embedder.campaignsNextCampaignPage.consumerFile', defaultMessage: 'Consumer file' },
});
