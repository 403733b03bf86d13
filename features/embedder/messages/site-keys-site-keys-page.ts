import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-keys-page.tsx. */
export const siteKeysSiteKeysPageMessages = defineMessages({
  enabled: { id: 'embedder.siteKeysSiteKeysPage.enabled', defaultMessage: 'Enabled' },
  disabled: { id: 'embedder.siteKeysSiteKeysPage.disabled', defaultMessage: 'Disabled' },
  addSiteKey: { id: 'embedder.siteKeysSiteKeysPage.addSiteKey', defaultMessage: 'Add site key' },
  siteKeys: { id: 'embedder.siteKeysSiteKeysPage.siteKeys', defaultMessage: 'Site Keys' },
  aSiteKeyNamesYour: {
    id: 'embedder.siteKeysSiteKeysPage.aSiteKeyNamesYour',
    defaultMessage:
      'A site key names your site: the pages allowed to open the marketplace and the QR codes per product.',
  },
  siteKeys2: { id: 'embedder.siteKeysSiteKeysPage.siteKeys2', defaultMessage: 'Site keys' },
  edit: { id: 'embedder.siteKeysSiteKeysPage.edit', defaultMessage: 'Edit {name}' },
});
