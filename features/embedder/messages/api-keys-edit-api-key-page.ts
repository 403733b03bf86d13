import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/edit-api-key-page.tsx. */
export const apiKeysEditApiKeyPageMessages = messagesOf('embedder.apiKeysEditApiKeyPage', {
  revokeApiKey: 'Revoke API key',
  revoke: 'Revoke “{name}”?',
  everyCallMadeWithThis: 'Every call made with this key will be refused from now on. This cannot be undone.',
  editApiKey: 'Edit API key',
  savingTheApiKey: 'Saving the API key…',
  apiKeySaved: 'API key saved',
  couldNotSaveTheApi: 'Could not save the API key',
  revokingTheApiKey: 'Revoking the API key…',
  apiKeyRevoked: 'API key revoked',
  couldNotRevokeTheApi: 'Could not revoke the API key',
  revoke2: 'Revoke',
  thereWasAnErrorGetting: 'There was an error getting the API key',
  saveApiKey: 'Save API key',
  thisKeyIsRevoked: 'This key is revoked: calls made with it are refused.',
  keyPrefix: 'Key {prefix}…',
});
