import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedders-page.tsx. */
export const embeddersEmbeddersPageMessages = defineMessages({
  embedders: { id: 'admin.embeddersEmbeddersPage.embedders', defaultMessage: 'Embedders' },
  partnerSitesAndMerchantsThat: {
    id: 'admin.embeddersEmbeddersPage.partnerSitesAndMerchantsThat',
    defaultMessage: 'Partner sites and merchants that host the offers: their profile, theme, users and settings.',
  },
  addEmbedder: { id: 'admin.embeddersEmbeddersPage.addEmbedder', defaultMessage: 'Add embedder' },
  edit: { id: 'admin.embeddersEmbeddersPage.edit', defaultMessage: 'Edit {name}' },
});
