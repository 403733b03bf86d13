import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/embedder-blocklist-query.ts. */
export const lenderSetupEmbedderBlocklistQueryMessages = messagesOf('console.lenderSetupEmbedderBlocklistQuery', {
  loadFailure: 'There was an error getting the embedders',
});
