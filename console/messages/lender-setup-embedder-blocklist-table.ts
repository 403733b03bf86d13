import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/embedder-blocklist-table.tsx. */
export const lenderSetupEmbedderBlocklistTableMessages = messagesOf('console.lenderSetupEmbedderBlocklistTable', {
  embedders: 'Embedders',
  thereWasAnErrorGetting: 'There was an error getting the embedders',
  embedder: 'Embedder',
  allowed: 'Allowed',
  noEmbeddersYet: 'No embedders yet.',
});
