import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/i18n/locales.ts';
import { IntlRoot } from '../../../ui/intl/intl-root.tsx';
import { LocaleSwitch } from '../../../ui/intl/locale-switch.tsx';
import {
  catalogueOf,
  chooseConsumerLocale,
  consumerLocale,
  loadCatalogue,
  subscribeConsumerLocale,
} from './locale-store.ts';
import { shellMessages } from './messages/shell.ts';

/** The consumer's language, following the switch. */
export const useConsumerLocale = (): Locale =>
  useSyncExternalStore(subscribeConsumerLocale, consumerLocale, () => DEFAULT_LOCALE);

/**
 * The consumer pages' messages (/consumer, /further) in the consumer's language; `english` pins the seed's English
 * (the consoles, and the build's copy of the sign-in form). While another language's catalogue downloads, the page
 * keeps its English text rather than showing nothing.
 */
export function ConsumerIntl({ english = false, children }: { english?: boolean; children: ReactNode }) {
  const chosen = useConsumerLocale();
  const locale = english ? DEFAULT_LOCALE : chosen;
  const catalogue = useSyncExternalStore(
    subscribeConsumerLocale,
    () => catalogueOf(locale),
    () => catalogueOf(DEFAULT_LOCALE),
  );
  useEffect(() => {
    if (!catalogue) void loadCatalogue(locale);
    // The page's language, for screen readers and the browser's own translation offer.
    document.documentElement.lang = catalogue ? locale : DEFAULT_LOCALE;
  }, [catalogue, locale]);
  const shown = catalogue ? locale : DEFAULT_LOCALE;
  return (
    <IntlRoot locale={shown} messages={catalogue ?? catalogueOf(DEFAULT_LOCALE) ?? {}}>
      {children}
    </IntlRoot>
  );
}

/** The language switch every consumer page shows, bound to the consumer's kept choice. */
export function ConsumerLocaleSwitch() {
  const intl = useIntl();
  const locale = useConsumerLocale();
  return (
    <LocaleSwitch locale={locale} onChange={chooseConsumerLocale} label={intl.formatMessage(shellMessages.language)} />
  );
}
