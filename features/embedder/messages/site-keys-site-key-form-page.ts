import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-key-form-page.tsx. */
export const siteKeysSiteKeyFormPageMessages = defineMessages({
  newSiteKey: { id: 'embedder.siteKeysSiteKeyFormPage.newSiteKey', defaultMessage: 'New site key' },
  editSiteKey: { id: 'embedder.siteKeysSiteKeyFormPage.editSiteKey', defaultMessage: 'Edit site key' },
});
