import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-settings-page.tsx. */
export const campaignsCampaignSettingsPageMessages = defineMessages({
  theCampaignIsItsSettings: {
    id: 'admin.campaignsCampaignSettingsPage.theCampaignIsItsSettings',
    defaultMessage:
      'The campaign is {value}: its settings can be changed only while it is created or its enrollment has started.',
  },
});
