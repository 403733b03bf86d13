import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-key-form-page.tsx. */
export const siteKeysSiteKeyFormPageMessages = messagesOf('embedder.siteKeysSiteKeyFormPage', {
  newSiteKey: 'New site key',
  editSiteKey: 'Edit site key',
  savingTheSiteKey: 'Saving the site key…',
  siteKeySaved: 'Site key saved',
  couldNotSaveTheSite: 'Could not save the site key',
  name: 'Name',
  enabled: 'Enabled',
  approvedOrigins: 'Approved origins',
});
