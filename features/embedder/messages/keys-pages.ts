import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/keys-pages.ts. */
export const keysPagesMessages = messagesOf('embedder.keysPages', {
  apiKeys: 'API Keys',
  thereWasAnErrorGetting: 'There was an error getting the API keys',
  newApiKey: 'New API key',
  editApiKey: 'Edit API key',
  thereWasAnErrorGetting2: 'There was an error getting the API key',
  siteKeys: 'Site Keys',
  newSiteKey: 'New site key',
  editSiteKey: 'Edit site key',
  siteKey: 'Site key',
  postbacks: 'Postbacks',
  thereWasAnErrorGetting3: 'There was an error getting the postback settings',
  siteKeysLoadFailure: 'There was an error getting the site keys',
});
