import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedders-page.tsx. */
export const embeddersEmbeddersPageMessages = messagesOf('admin.embeddersEmbeddersPage', {
  embedders: 'Embedders',
  partnerSitesAndMerchantsThat:
    'Partner sites and merchants that host the offers: their profile, theme, users and settings.',
  addEmbedder: 'Add embedder',
  edit: 'Edit {name}',
  name: 'Name',
  embedderId: 'Embedder ID',
  number: 'Number',
  customDomain: 'Custom domain',
  noEmbeddersYet: 'No embedders yet.',
});
