import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/new-api-key-page.tsx. */
export const apiKeysNewApiKeyPageMessages = defineMessages({
  newApiKey: { id: 'embedder.apiKeysNewApiKeyPage.newApiKey', defaultMessage: 'New API key' },
  apiKey: { id: 'embedder.apiKeysNewApiKeyPage.apiKey', defaultMessage: 'API key' },
});
