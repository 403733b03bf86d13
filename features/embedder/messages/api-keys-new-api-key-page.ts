import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/new-api-key-page.tsx. */
export const apiKeysNewApiKeyPageMessages = messagesOf('embedder.apiKeysNewApiKeyPage', {
  newApiKey: 'New API key',
  apiKey: 'API key',
  creatingTheApiKey: 'Creating the API key…',
  apiKeyCreated: 'API key created',
  couldNotCreateTheApi: 'Could not create the API key',
  createApiKey: 'Create API key',
  isReady: '“{name}” is ready.',
});
