import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/api-keys-page.tsx. */
export const apiKeysApiKeysPageMessages = defineMessages({
  apiKeys: { id: 'embedder.apiKeysApiKeysPage.apiKeys', defaultMessage: 'API Keys' },
  keysYourServersUseTo: {
    id: 'embedder.apiKeysApiKeysPage.keysYourServersUseTo',
    defaultMessage: 'Keys your servers use to call the partner API. A key is shown once, when you make it.',
  },
  newApiKey: { id: 'embedder.apiKeysApiKeysPage.newApiKey', defaultMessage: 'New API key' },
  apiKeys2: { id: 'embedder.apiKeysApiKeysPage.apiKeys2', defaultMessage: 'API keys' },
  edit: { id: 'embedder.apiKeysApiKeysPage.edit', defaultMessage: 'Edit {name}' },
});
