import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/completed-campaign-page.tsx. */
export const campaignsCompletedCampaignPageMessages = defineMessages({
  completedCampaign: {
    id: 'embedder.campaignsCompletedCampaignPage.completedCampaign',
    defaultMessage: 'Completed campaign',
  },
  howYourConsumersTookUp: {
    id: 'embedder.campaignsCompletedCampaignPage.howYourConsumersTookUp',
    defaultMessage: 'How your consumers took up their offers.',
  },
});
