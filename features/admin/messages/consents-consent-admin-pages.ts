import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/consents/consent-admin-pages.ts. */
export const consentsConsentAdminPagesMessages = messagesOf('admin.consentsConsentAdminPages', {
  consumerConsents: 'Consumer consents',
});
