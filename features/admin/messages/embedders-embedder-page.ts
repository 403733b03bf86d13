import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-page.tsx. */
export const embeddersEmbedderPageMessages = defineMessages({
  partnerSiteProfile: { id: 'admin.embeddersEmbedderPage.partnerSiteProfile', defaultMessage: 'Partner site profile' },
  embedderPages: { id: 'admin.embeddersEmbedderPage.embedderPages', defaultMessage: 'Embedder pages' },
});
