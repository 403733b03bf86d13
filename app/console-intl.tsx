import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales.ts';
import { type Catalogue, IntlRoot } from '../ui/intl/intl-root.tsx';

/**
 * English is every console message's default (console-catalogue.ts CONSOLE_ENGLISH is made of them), and react-intl
 * formats a descriptor's default when the catalogue lacks its id and the page is in the default language: English
 * needs no catalogue. Importing CONSOLE_ENGLISH here loaded every console's messages files (~150 small files, all
 * three consoles') with the first page of any console; without it each screen's messages come with its own chunk, as
 * the consumer's do (decision 0793, issue 31).
 */
const ENGLISH_FROM_DEFAULTS: Catalogue = {};

/**
 * The consoles' words (admin, lender, embedder, their sign-in pages): English, the messages' defaults. Another
 * language is another catalogue passed here — data, not code (decision 0780); a message it lacks shows its English
 * default, else its id (ui/intl/intl-root.tsx).
 */
export function ConsoleIntl({
  locale = DEFAULT_LOCALE,
  messages = ENGLISH_FROM_DEFAULTS,
  children,
}: {
  locale?: Locale;
  messages?: Catalogue;
  children: ReactNode;
}) {
  return (
    <IntlRoot locale={locale} messages={messages}>
      {children}
    </IntlRoot>
  );
}
