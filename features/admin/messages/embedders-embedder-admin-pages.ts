import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-admin-pages.ts. */
export const embeddersEmbedderAdminPagesMessages = messagesOf('admin.embeddersEmbedderAdminPages', {
  embedders: 'Embedders',
  addEmbedder: 'Add embedder',
  embedder: 'Embedder',
  editEmbedder: 'Edit embedder',
  embedderTheme: 'Embedder theme',
  thereWasAnErrorGetting: 'There was an error getting the theme',
  lenderBlocklist: 'Lender blocklist',
  thereWasAnErrorGetting2: 'There was an error getting the lenders',
  embedderCampaignSettings: 'Embedder campaign settings',
  thereWasAnErrorGetting3: 'There was an error getting the settings',
  approvedProducts: 'Approved products',
  thereWasAnErrorGetting4: 'There was an error getting the products',
});
