import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/lender-setup/embedder-blocklist-table.tsx. */
export const lenderSetupEmbedderBlocklistTableMessages = defineMessages({
  embedders: { id: 'console.lenderSetupEmbedderBlocklistTable.embedders', defaultMessage: 'Embedders' },
});
