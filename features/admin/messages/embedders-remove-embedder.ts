import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/remove-embedder.tsx. */
export const embeddersRemoveEmbedderMessages = messagesOf('admin.embeddersRemoveEmbedder', {
  consequence: 'Its users, keys, theme and settings are deleted.',
});
