import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from '@formatjs/intl';
import type { CertificateLanguage } from '../../domain/certificate/certificate-pdf.ts';
import { DEFAULT_LOCALE, FORMATTING_TAGS, type Locale } from '../../domain/i18n/locales.ts';
import { SERVER_SPANISH } from './messages.ts';

const CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: {}, es: SERVER_SPANISH };
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * The server's formatter in a consumer's language (000-8.32), through FormatJS as the pages are. English is the
 * messages' defaults; a message without a translation falls back to its default, else its id — FormatJS's own
 * behaviour, the seed's. That fallback is expected (a lender's new text, a message added before its Spanish) and
 * not logged; any other formatting error is a defect and is.
 */
export function serverIntl(locale: Locale = DEFAULT_LOCALE): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: FORMATTING_TAGS[locale],
        defaultLocale: FORMATTING_TAGS[DEFAULT_LOCALE],
        messages: CATALOGUES[locale],
        onError: (error) => {
          if (error.code !== IntlErrorCode.MISSING_TRANSLATION) console.error(error);
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** The certificate PDF's language for the server (domain/certificate formats it with these). */
export function certificateLanguage(locale: Locale = DEFAULT_LOCALE): CertificateLanguage {
  const intl = serverIntl(locale);
  return { format: (message, values) => intl.formatMessage(message, values), tag: FORMATTING_TAGS[locale] };
}
