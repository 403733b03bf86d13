import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-key-form-page.tsx. */
export const siteKeysSiteKeyFormPageMessages = messagesOf('embedder.siteKeysSiteKeyFormPage', {
  newSiteKey: 'New site key',
  editSiteKey: 'Edit site key',
  saveSiteKey: 'Save site key',
  addSiteKey: 'Add site key',
  savingTheSiteKey: 'Saving the site key…',
  siteKeySaved: 'Site key saved',
  couldNotSaveTheSite: 'Could not save the site key',
  name: 'Name',
  enabled: 'Enabled',
  approvedOrigins: 'Approved origins',
  aDisabledKeySQr: 'A disabled key’s QR codes land unthemed.',
  origin: 'Origin',
  httpsShopExampleCom: 'https://shop.example.com',
  theSitesAllowedToOpen: 'The sites allowed to open the marketplace: scheme, host and port only, no path.',
  thereWasAnErrorGetting: 'There was an error getting the site keys',
});
