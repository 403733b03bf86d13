import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/consents/consent-records-card.tsx. */
export const consentsConsentRecordsCardMessages = messagesOf('admin.consentsConsentRecordsCard', {
  consents: 'Consents{value}',
  downloadCsv: 'Download CSV',
  stillToAsk: 'Still to ask: {value}.',
  consentRecords: 'Consent records',
  given: 'Given',
  consent: 'Consent',
  textVersion: 'Text version',
  textSha256: 'Text SHA-256',
  site: 'Site',
  address: 'Address',
  noConsentOnRecord: 'No consent on record.',
  consentsFailed: 'There was an error getting the consents (check the id or access code)',
});
