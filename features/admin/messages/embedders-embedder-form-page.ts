import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-form-page.tsx. */
export const embeddersEmbedderFormPageMessages = messagesOf('admin.embeddersEmbedderFormPage', {
  addEmbedder: 'Add embedder',
  savingTheEmbedder: 'Saving the embedder…',
  embedderSaved: 'Embedder saved',
  couldNotSaveTheEmbedder: 'Could not save the embedder',
});
