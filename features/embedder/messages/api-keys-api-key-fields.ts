import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/api-keys/api-key-fields.ts. */
export const apiKeysApiKeyFieldsMessages = messagesOf('embedder.apiKeysApiKeyFields', {
  name: 'Name',
  enabled: 'Enabled',
  whichOfYourSystemsUses: 'Which of your systems uses it, e.g. "Checkout server"',
});
