import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/campaign-settings-page.tsx. */
export const embeddersCampaignSettingsPageMessages = defineMessages({
  howThisEmbedderTakesPart: {
    id: 'admin.embeddersCampaignSettingsPage.howThisEmbedderTakesPart',
    defaultMessage: 'How this embedder takes part in campaigns: enrollment, its consumer file and prequal leads.',
  },
});
