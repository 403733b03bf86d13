import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/fi-blocklist-page.tsx. */
export const embeddersFiBlocklistPageMessages = messagesOf('admin.embeddersFiBlocklistPage', {
  lenders: 'Lenders',
  thisEmbedderSSiteDoes: 'This embedder’s site does not show the offers of the lenders blocked here.',
});
