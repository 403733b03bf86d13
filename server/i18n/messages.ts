import { CERTIFICATE_SPANISH } from '../../domain/certificate/certificate-spanish.ts';
import { DEFAULT_NOTIFICATION_TEMPLATES } from '../../domain/notification-templates.ts';

/** A template's {{placeholder}} as an ICU {placeholder}: the default template, word for word, as a message. */
const icu = (template: string): string => template.replace(/\{\{(\w+)\}\}/g, '{$1}');
const certificateTemplate = DEFAULT_NOTIFICATION_TEMPLATES.LOAN_CERTIFICATE;

/**
 * What the server writes to a consumer (000-8.32): the passcode mail, the upload-later link and the loan-certificate
 * notice of a lender that kept our default template. Each default is the English that went out before, exactly.
 */
export const serverMessages = {
  passcodeSubject: { id: 'server.passcode.subject', defaultMessage: 'Your Offerwell passcode' },
  passcodeBody: {
    id: 'server.passcode.body',
    defaultMessage: 'Your Offerwell passcode is {passcode}. It expires in 15 minutes.',
  },
  uploadLinkSubject: { id: 'server.uploadLink.subject', defaultMessage: 'Upload your documents to finish your offer' },
  uploadLinkBody: {
    id: 'server.uploadLink.body',
    defaultMessage:
      'Your offer is reserved for {hours} hours.\nUpload the documents your lender asked for here: {link}',
  },
  uploadLinkText: {
    id: 'server.uploadLink.text',
    defaultMessage: 'Offerwell: your offer is reserved for {hours} hours. Upload your documents: {link}',
  },
  certificateSubject: {
    id: 'server.loanCertificate.emailSubject',
    defaultMessage: icu(certificateTemplate.emailSubject),
  },
  certificateBody: { id: 'server.loanCertificate.emailBody', defaultMessage: icu(certificateTemplate.emailBody) },
  certificateText: {
    id: 'server.loanCertificate.smsMessage',
    defaultMessage: icu(certificateTemplate.smsMessage ?? ''),
  },
} as const;

type ServerMessageId = (typeof serverMessages)[keyof typeof serverMessages]['id'];

/** The Spanish (decision 0710's words): usted, aceptar for redeem, código de acceso for passcode. */
const SERVER_ONLY_SPANISH: Readonly<Record<ServerMessageId, string>> = {
  'server.passcode.subject': 'Su código de acceso de Offerwell',
  'server.passcode.body': 'Su código de acceso de Offerwell es {passcode}. Vence en 15 minutos.',
  'server.uploadLink.subject': 'Suba sus documentos para terminar de aceptar su oferta',
  'server.uploadLink.body':
    'Su oferta queda reservada por {hours} horas.\nSuba aquí los documentos que le pidió su prestamista: {link}',
  'server.uploadLink.text': 'Offerwell: su oferta queda reservada por {hours} horas. Suba sus documentos: {link}',
  'server.loanCertificate.emailSubject': 'Su certificado de {productName} de {lenderName}',
  'server.loanCertificate.emailBody':
    'Hola, {consumerFirstName}:\n\nGracias por elegir {lenderName}. Le adjuntamos su certificado de {productName} ' +
    '{certificateNumber}: {loanAmount} con {apr} de APR a {termMonths} meses.\n\n' +
    'Preséntelo en cualquier sucursal o haga su solicitud en línea antes del {expirationDate}.',
  'server.loanCertificate.smsMessage':
    '{lenderName}: su certificado de {productName} {certificateNumber} por {loanAmount} está en su correo ' +
    'electrónico. Válido hasta el {expirationDate}.',
};

/** The server's Spanish catalogue: its own messages and the certificate PDF's (shared with the browser). */
export const SERVER_SPANISH: Readonly<Record<string, string>> = { ...SERVER_ONLY_SPANISH, ...CERTIFICATE_SPANISH };
