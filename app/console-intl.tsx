import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales.ts';
import { type Catalogue, IntlRoot } from '../ui/intl/intl-root.tsx';
import { CONSOLE_ENGLISH } from './console-catalogue.ts';

/**
 * The consoles' words (admin, lender, embedder, their sign-in pages): English, from the console catalogue. Another
 * language is another catalogue passed here — data, not code (decision 0780); a message it lacks shows its English
 * default, else its id (ui/intl/intl-root.tsx).
 */
export function ConsoleIntl({
  locale = DEFAULT_LOCALE,
  messages = CONSOLE_ENGLISH,
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
