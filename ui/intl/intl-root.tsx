import type { ReactNode } from 'react';
import { type IntlConfig, IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LOCALE, FORMATTING_TAGS, type Locale } from '../../domain/i18n/locales.ts';

/** A language's catalogue: message id → ICU message. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * The seed's text-formatting errors (000-8.32): a missing translation falls back to the default message, else the
 * id — FormatJS does that itself; here it is only reported, once per id, while developing (a console error in a
 * test run would fail the page checks). Any other formatting error (format error, unsupported formatter, invalid
 * config, missing data or value, invalid value) is a defect and is logged.
 */
const reported = new Set<string>();
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (!import.meta.env?.DEV || reported.has(error.message)) return;
    reported.add(error.message);
    console.warn(error.message);
    return;
  }
  console.error(error);
};

/**
 * Every text below comes from `messages` in `locale`; amounts and dates are formatted with the language's US
 * convention (FORMATTING_TAGS), which is also the provider's locale, so `useIntl().locale` is the tag the shared
 * formatters of domain/format take.
 */
export function IntlRoot({ locale, messages, children }: { locale: Locale; messages: Catalogue; children: ReactNode }) {
  return (
    <IntlProvider
      locale={FORMATTING_TAGS[locale]}
      defaultLocale={FORMATTING_TAGS[DEFAULT_LOCALE]}
      messages={messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
