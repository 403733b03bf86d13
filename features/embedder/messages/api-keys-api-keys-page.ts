import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/api-keys-page.tsx. */
export const apiKeysApiKeysPageMessages = messagesOf('embedder.apiKeysApiKeysPage', {
  apiKeys: 'API Keys',
  keysYourServersUseTo: 'Keys your servers use to call the partner API. A key is shown once, when you make it.',
  newApiKey: 'New API key',
  apiKeys2: 'API keys',
  edit: 'Edit {name}',
  name: 'Name',
  key: 'Key',
  status: 'Status',
  created: 'Created',
  lastUsed: 'Last used',
  revoked: 'Revoked',
  thereWasAnErrorGetting: 'There was an error getting the API keys',
  noApiKeysYet: 'No API keys yet.',
});
