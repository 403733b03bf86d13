import { UPLOAD_LATER_RESERVATION_HOURS } from '../../domain/catalog/limits.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { DEFAULT_NOTIFICATION_TEMPLATES, type NotificationTemplateText } from '../../domain/notification-templates.ts';
import { serverMessages as m } from './messages.ts';
import { serverIntl } from './server-intl.ts';

/** The passcode mail in the consumer's language. */
export function passcodeMail(locale: Locale | undefined, passcode: string): { subject: string; body: string } {
  const intl = serverIntl(locale);
  return { subject: intl.formatMessage(m.passcodeSubject), body: intl.formatMessage(m.passcodeBody, { passcode }) };
}

/** The upload-later link's mail and text (001 §4) in the consumer's language. */
export function uploadLinkTexts(locale: Locale | undefined, link: string) {
  const intl = serverIntl(locale);
  const values = { hours: UPLOAD_LATER_RESERVATION_HOURS, link };
  return {
    subject: intl.formatMessage(m.uploadLinkSubject),
    body: intl.formatMessage(m.uploadLinkBody, values),
    text: intl.formatMessage(m.uploadLinkText, values),
  };
}

/**
 * Our default loan-certificate template in the consumer's language, its placeholders already filled (what
 * deliverNotification renders then has none left). A lender's own template is never translated: see
 * loan-certificate.ts.
 */
export function defaultCertificateTemplate(
  locale: Locale | undefined,
  values: Readonly<Record<string, string>>,
): NotificationTemplateText {
  const intl = serverIntl(locale);
  return {
    ...DEFAULT_NOTIFICATION_TEMPLATES.LOAN_CERTIFICATE,
    emailSubject: intl.formatMessage(m.certificateSubject, values),
    emailBody: intl.formatMessage(m.certificateBody, values),
    smsMessage: intl.formatMessage(m.certificateText, values),
  };
}
