import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/embedder-blocklist/embedder-blocklist-page.tsx. */
export const embedderBlocklistEmbedderBlocklistPageMessages = messagesOf(
  'lender.embedderBlocklistEmbedderBlocklistPage',
  {
    embedderBlocklist: 'Embedder Blocklist',
    yourOffersAreNotShown: 'Your offers are not shown on the sites of the embedders you block.',
  },
);
