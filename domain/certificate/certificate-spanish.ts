import type { CertificateMessageId } from './certificate-messages.ts';

/*
 * A module of its own, imported only by the Spanish catalogues: the page's Spanish chunk must import nothing the
 * app's entry chunk holds, or the entry's top-level await for that chunk (app/main.tsx) waits on itself.
 */

/** The certificate in Spanish (decision 0710's words: aceptar for redeem, monto, plazo, APR kept). */
export const CERTIFICATE_SPANISH: Readonly<Record<CertificateMessageId, string>> = {
  'certificate.pdf.documentTitle': 'Certificado de Offerwell {number}',
  'certificate.pdf.title': 'Certificado de oferta aceptada',
  'certificate.pdf.number': 'Número de certificado {number}',
  'certificate.pdf.issuedTo': 'Emitido a nombre de {name}',
  'certificate.pdf.offerFrom': '{offer} de {lender}',
  'certificate.pdf.amount': 'Monto: {amount}',
  'certificate.pdf.apr': 'APR: {apr}',
  'certificate.pdf.term': 'Plazo: {months} meses',
  'certificate.pdf.dates': 'Aceptada el {redeemedAt}; válida hasta el {validUntil}',
  'certificate.pdf.note':
    'Presente o mencione este certificado cuando el prestamista se comunique con usted. Los términos finales están sujetos a la revisión de su solicitud por parte del prestamista.',
};
