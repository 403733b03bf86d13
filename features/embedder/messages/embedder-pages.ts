import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/embedder-pages.ts: its navigation's groups and the links named other than their page. */
export const embedderPagesMessages = messagesOf('embedder.embedderPages', {
  campaigns: 'Campaigns',
  apiKeys: 'API Keys',
  siteKeys: 'Site Keys',
  postbacks: 'Postbacks',
  reports: 'Reports',
  prequalLeads: 'Prequal Leads',
  clientSupport: 'Client Support',
  keys: 'Keys',
  dashboard: 'Dashboard',
  yourProfile: 'Your Profile',
  changePassword: 'Change password',
  thereWasAnErrorGetting: 'There was an error getting the prequal leads',
});
