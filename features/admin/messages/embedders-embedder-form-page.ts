import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-form-page.tsx. */
export const embeddersEmbedderFormPageMessages = defineMessages({
  addEmbedder: { id: 'admin.embeddersEmbedderFormPage.addEmbedder', defaultMessage: 'Add embedder' },
});
