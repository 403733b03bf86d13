import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/campaign-settings-page.tsx. */
export const embeddersCampaignSettingsPageMessages = messagesOf('admin.embeddersCampaignSettingsPage', {
  howThisEmbedderTakesPart:
    'How this embedder takes part in campaigns: enrollment, its consumer file and prequal leads.',
  savingTheSettings: 'Saving the settings…',
  settingsSaved: 'Settings saved',
  couldNotSaveTheSettings: 'Could not save the settings',
  enrollInEveryNewCampaign: 'Enroll in every new campaign automatically',
  sftpFolder: 'SFTP folder',
  consumerFilesArePgpEncrypted: 'Consumer files are PGP encrypted',
  collectPrequalLeads: 'Collect prequal leads',
});
