/**
 * The words of the redeemed-offer certificate PDF (000-8.32), one message each, the English as it always printed.
 * Plain descriptors (domain/ depends on no message library): the browser formats them with react-intl, the server
 * with @formatjs/intl, each with the Spanish of certificate-spanish.ts in its catalogue: one Spanish for both.
 */
export const certificateMessages = {
  documentTitle: { id: 'certificate.pdf.documentTitle', defaultMessage: 'Offerwell certificate {number}' },
  title: { id: 'certificate.pdf.title', defaultMessage: 'Certificate of redeemed offer' },
  number: { id: 'certificate.pdf.number', defaultMessage: 'Certificate number {number}' },
  issuedTo: { id: 'certificate.pdf.issuedTo', defaultMessage: 'Issued to {name}' },
  offerFrom: { id: 'certificate.pdf.offerFrom', defaultMessage: '{offer} from {lender}' },
  amount: { id: 'certificate.pdf.amount', defaultMessage: 'Amount: {amount}' },
  apr: { id: 'certificate.pdf.apr', defaultMessage: 'APR: {apr}' },
  term: { id: 'certificate.pdf.term', defaultMessage: 'Term: {months} months' },
  dates: { id: 'certificate.pdf.dates', defaultMessage: 'Redeemed on {redeemedAt}; valid until {validUntil}' },
  note: {
    id: 'certificate.pdf.note',
    defaultMessage:
      "Bring or quote this certificate when the lender contacts you. Final terms are subject to the lender's review of your application.",
  },
} as const;

export type CertificateMessage = (typeof certificateMessages)[keyof typeof certificateMessages];
export type CertificateMessageId = CertificateMessage['id'];

/** Formats one certificate message with its values: a catalogue's formatMessage, bound to the reader's language. */
export type CertificateFormat = (message: CertificateMessage, values?: Record<string, string>) => string;

/** The English as written, for a caller without a catalogue (the messages hold plain {placeholders} only). */
export const englishCertificateFormat: CertificateFormat = (message, values = {}) =>
  message.defaultMessage.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
