import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/embedder-blocklist/embedder-blocklist-page.tsx. */
export const embedderBlocklistEmbedderBlocklistPageMessages = defineMessages({
  embedderBlocklist: {
    id: 'lender.embedderBlocklistEmbedderBlocklistPage.embedderBlocklist',
    defaultMessage: 'Embedder Blocklist',
  },
  yourOffersAreNotShown: {
    id: 'lender.embedderBlocklistEmbedderBlocklistPage.yourOffersAreNotShown',
    defaultMessage: 'Your offers are not shown on the sites of the embedders you block.',
  },
});
