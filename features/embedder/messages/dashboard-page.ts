import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/dashboard-page.tsx. */
export const dashboardPageMessages = messagesOf('embedder.dashboardPage', {
  yourEmbedderConsoleAtA: 'Your embedder console at a glance.',
  currentCampaign: 'Current campaign',
  noCampaignIsRunningNow: 'No campaign is running now.',
  nextCampaign: 'Next campaign',
  apiKeys: 'API keys',
  siteKeysAndQrCodes: 'Site keys and QR codes',
  prequalLeads: 'Prequal leads',
  embedderConsole: 'Embedder console',
});
