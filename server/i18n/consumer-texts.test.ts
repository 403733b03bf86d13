import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from '../../domain/certificate/certificate-pdf.ts';
import { DEFAULT_NOTIFICATION_TEMPLATES, renderTemplate } from '../../domain/notification-templates.ts';
import { dejaVuFonts, pdfText } from '../../tests/fixtures/pdf-text.ts';
import { requestLocale } from '../http/request-locale.ts';
import { defaultCertificateTemplate, passcodeMail, uploadLinkTexts } from './consumer-texts.ts';
import { certificateLanguage, serverIntl } from './server-intl.ts';

const LINK = 'https://offerwell.example/consumer/offers/pending?redemption=r1';
const VALUES = {
  consumerFirstName: 'María',
  consumerLastName: 'García',
  lenderName: 'Harbor Bank',
  productName: 'Personal Loan',
  loanAmount: '$5,000.00',
  apr: '7.99%',
  termMonths: '36',
  certificateNumber: 'OW-10000042',
  expirationDate: '12/23/2026',
};

describe('passcode mail (000-8.32)', () => {
  it('is the exact English for an English consumer, and for one whose language is unknown', () => {
    const english = {
      subject: 'Your Offerwell passcode',
      body: 'Your Offerwell passcode is 123456. It expires in 15 minutes.',
    };
    expect(passcodeMail('en', '123456')).toEqual(english);
    expect(passcodeMail(undefined, '123456')).toEqual(english);
  });

  it('is Spanish for a Spanish consumer', () => {
    expect(passcodeMail('es', '123456')).toEqual({
      subject: 'Su código de acceso de Offerwell',
      body: 'Su código de acceso de Offerwell es 123456. Vence en 15 minutos.',
    });
  });
});

describe('upload-later link, mail and text (001 §4)', () => {
  it('is the exact English for an English consumer', () => {
    expect(uploadLinkTexts('en', LINK)).toEqual({
      subject: 'Upload your documents to finish your offer',
      body: `Your offer is reserved for 72 hours.\nUpload the documents your lender asked for here: ${LINK}`,
      text: `Offerwell: your offer is reserved for 72 hours. Upload your documents: ${LINK}`,
    });
  });

  it('is Spanish for a Spanish consumer, the link untouched', () => {
    const spanish = uploadLinkTexts('es', LINK);
    expect(spanish.subject).toBe('Suba sus documentos para terminar de aceptar su oferta');
    expect(spanish.body).toBe(
      `Su oferta queda reservada por 72 horas.\nSuba aquí los documentos que le pidió su prestamista: ${LINK}`,
    );
    expect(spanish.text).toBe(`Offerwell: su oferta queda reservada por 72 horas. Suba sus documentos: ${LINK}`);
  });
});

describe('loan-certificate notice from the default template, mail and text (000 §4)', () => {
  it('is, in English, exactly what the default template renders', () => {
    const english = defaultCertificateTemplate('en', VALUES);
    const template = DEFAULT_NOTIFICATION_TEMPLATES.LOAN_CERTIFICATE;
    expect(english.emailSubject).toBe(renderTemplate(template.emailSubject, VALUES));
    expect(english.emailBody).toBe(renderTemplate(template.emailBody, VALUES));
    expect(english.smsMessage).toBe(renderTemplate(template.smsMessage ?? '', VALUES));
    expect(english.emailSubject).toBe('Your Personal Loan certificate from Harbor Bank');
    expect(english.channel).toBe('PDF');
  });

  it('is Spanish for a Spanish consumer, with no placeholder left', () => {
    const spanish = defaultCertificateTemplate('es', VALUES);
    expect(spanish.emailSubject).toBe('Su certificado de Personal Loan de Harbor Bank');
    expect(spanish.emailBody).toContain('Hola, María:');
    expect(spanish.emailBody).toContain('$5,000.00 con 7.99% de APR a 36 meses');
    expect(spanish.smsMessage).toBe(
      'Harbor Bank: su certificado de Personal Loan OW-10000042 por $5,000.00 está en su correo electrónico. ' +
        'Válido hasta el 12/23/2026.',
    );
    for (const text of [spanish.emailSubject, spanish.emailBody, spanish.smsMessage]) expect(text).not.toMatch(/[{}]/);
  });
});

describe('certificate PDF in the consumer’s language', () => {
  const facts = {
    certificateNumber: 'OW-10000042',
    consumerName: 'María García',
    lenderName: 'Harbor Bank',
    offerName: 'Personal Loan',
    amount: '5000',
    apr: '7.99',
    termMonths: 36,
    redeemedAt: new Date('2026-11-23T10:00:00Z'),
    validUntil: new Date('2026-12-23T10:00:00Z'),
  };

  it('reads back in Spanish, with the dates as Spanish writes them and no English label left', async () => {
    const text = pdfText(await certificatePdf(facts, dejaVuFonts(), certificateLanguage('es')));
    for (const expected of [
      'Certificado de oferta aceptada',
      'Número de certificado OW-10000042',
      'Emitido a nombre de María García',
      'Personal Loan de Harbor Bank',
      'Monto: $5,000.00',
      'APR: 7.99%',
      'Plazo: 36 meses',
      'Aceptada el 23/11/2026; válida hasta el 23/12/2026',
      'Presente o mencione este certificado',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Certificate|Issued|Amount|Term:|Redeemed|valid until|Bring or quote/);
  });

  it('reads back the English word for word for an English consumer', async () => {
    const text = pdfText(await certificatePdf(facts, dejaVuFonts(), certificateLanguage('en')));
    for (const expected of [
      'Certificate of redeemed offer',
      'Certificate number OW-10000042',
      'Issued to María García',
      'Amount: $5,000.00',
      'Term: 36 months',
      'Redeemed on 11/23/2026; valid until 12/23/2026',
      'Bring or quote this certificate when the lender contacts you.',
    ])
      expect(text).toContain(expected);
  });
});

describe('missing translation (000-8.32)', () => {
  it('falls back to the default message, else the id', () => {
    const intl = serverIntl('es');
    expect(intl.formatMessage({ id: 'server.not.translated', defaultMessage: 'Only in English' })).toBe(
      'Only in English',
    );
    expect(intl.formatMessage({ id: 'server.no.default' })).toBe('server.no.default');
  });
});

describe('the consumer’s language on a request', () => {
  const app = new Hono().get('/', (c) => c.text(requestLocale(c)));
  const localeOf = async (headers: Record<string, string>) => (await app.request('/', { headers })).text();

  it('is their choice on the switch (the cookie), else Accept-Language, else English', async () => {
    expect(await localeOf({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
    expect(await localeOf({ 'Accept-Language': 'es-MX', Cookie: 'locale-consumer=en' })).toBe('en');
    expect(await localeOf({ 'Accept-Language': 'en-US', Cookie: 'locale-consumer=es' })).toBe('es');
    expect(await localeOf({ Cookie: 'locale-consumer=fr' })).toBe('en');
    expect(await localeOf({})).toBe('en');
  });
});
