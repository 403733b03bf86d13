import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/edit-api-key-page.tsx. */
export const apiKeysEditApiKeyPageMessages = defineMessages({
  revokeApiKey: { id: 'embedder.apiKeysEditApiKeyPage.revokeApiKey', defaultMessage: 'Revoke API key' },
  revoke: { id: 'embedder.apiKeysEditApiKeyPage.revoke', defaultMessage: 'Revoke “{name}”?' },
  everyCallMadeWithThis: {
    id: 'embedder.apiKeysEditApiKeyPage.everyCallMadeWithThis',
    defaultMessage: 'Every call made with this key will be refused from now on. This cannot be undone.',
  },
  editApiKey: { id: 'embedder.apiKeysEditApiKeyPage.editApiKey', defaultMessage: 'Edit API key' },
});
