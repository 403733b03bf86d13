import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/consents/consents-page.tsx. */
export const consentsConsentsPageMessages = defineMessages({
  consumerConsents: { id: 'admin.consentsConsentsPage.consumerConsents', defaultMessage: 'Consumer consents' },
  everyConsentAConsumerGave: {
    id: 'admin.consentsConsentsPage.everyConsentAConsumerGave',
    defaultMessage: 'Every consent a consumer gave, as recorded. Read-only.',
  },
  consumerIdOrAccessCode: {
    id: 'admin.consentsConsentsPage.consumerIdOrAccessCode',
    defaultMessage: 'Consumer id or access code',
  },
  lookUp: { id: 'admin.consentsConsentsPage.lookUp', defaultMessage: 'Look up' },
});
