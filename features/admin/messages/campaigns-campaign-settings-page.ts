import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-settings-page.tsx. */
export const campaignsCampaignSettingsPageMessages = messagesOf('admin.campaignsCampaignSettingsPage', {
  theCampaignIsItsSettings:
    'The campaign is {value}: its settings can be changed only while it is created or its enrollment has started.',
  settings: 'Settings',
});
