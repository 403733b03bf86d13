import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/new-api-key-page.tsx. */
export const apiKeysNewApiKeyPageMessages = messagesOf('embedder.apiKeysNewApiKeyPage', {
  newApiKey: 'New API key',
  apiKey: 'API key',
});
