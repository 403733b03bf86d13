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
  whereTheConsumerFileOf: 'Where the consumer file of each campaign arrives',
  thereWasAnErrorGetting: 'There was an error getting the settings',
  campaignSettings: 'campaign settings',
  embedderCampaignSettings: 'Embedder campaign settings',
  saveSettings: 'Save settings',
});
