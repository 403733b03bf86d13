import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/consents/consents-page.tsx. */
export const consentsConsentsPageMessages = messagesOf('admin.consentsConsentsPage', {
  consumerConsents: 'Consumer consents',
  everyConsentAConsumerGave: 'Every consent a consumer gave, as recorded. Read-only.',
  consumerIdOrAccessCode: 'Consumer id or access code',
  lookUp: 'Look up',
});
