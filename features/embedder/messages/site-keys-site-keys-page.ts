import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-keys-page.tsx. */
export const siteKeysSiteKeysPageMessages = messagesOf('embedder.siteKeysSiteKeysPage', {
  enabled: 'Enabled',
  disabled: 'Disabled',
  addSiteKey: 'Add site key',
  siteKeys: 'Site Keys',
  aSiteKeyNamesYour:
    'A site key names your site: the pages allowed to open the marketplace and the QR codes per product.',
  siteKeys2: 'Site keys',
  edit: 'Edit {name}',
  name: 'Name',
  key: 'Key',
  approvedOrigins: 'Approved origins',
  siteKeyNoun: 'site key',
  thereWasAnErrorGetting: 'There was an error getting the site keys',
  noSiteKeysYet: 'No site keys yet.',
  itsQrCodesStopShowing: 'Its QR codes stop showing your theme and its origins may no longer open the marketplace.',
});
