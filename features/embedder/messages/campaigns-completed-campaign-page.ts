import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/completed-campaign-page.tsx. */
export const campaignsCompletedCampaignPageMessages = messagesOf('embedder.campaignsCompletedCampaignPage', {
  completedCampaign: 'Completed campaign',
  howYourConsumersTookUp: 'How your consumers took up their offers.',
  thereIsNoSuchCampaign: 'There is no such campaign among yours.',
});
