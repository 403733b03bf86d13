import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/consents/consent-records-card.tsx. */
export const consentsConsentRecordsCardMessages = defineMessages({
  consents: { id: 'admin.consentsConsentRecordsCard.consents', defaultMessage: 'Consents{value}' },
  downloadCsv: { id: 'admin.consentsConsentRecordsCard.downloadCsv', defaultMessage: 'Download CSV' },
  stillToAsk: { id: 'admin.consentsConsentRecordsCard.stillToAsk', defaultMessage: 'Still to ask: {value}.' },
  consentRecords: { id: 'admin.consentsConsentRecordsCard.consentRecords', defaultMessage: 'Consent records' },
});
