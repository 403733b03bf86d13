import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  negotiateLocale,
} from '../../../domain/i18n/locales.ts';
import type { Catalogue } from '../../../ui/intl/intl-root.tsx';

/**
 * The consumer's language: their own choice (the switch, kept in localStorage under 'locale-consumer', decision
 * 0632) first, else the browser's preferred languages (navigator.languages, what it sends as Accept-Language), else
 * English. A module-level store, so the live sign-in form rendered in the build's frame (its own React root) and the
 * app's root read the same language.
 */
/** The consumer sites' pages: they speak the consumer's language; every other page is English. */
export const isConsumerPage = (pathname: string): boolean => /^\/(consumer|further)(\/|$)/.test(pathname);

const listeners = new Set<() => void>();
let current: Locale | undefined;
/**
 * English is every message's default (catalogue.ts ENGLISH is made of them), and react-intl formats a descriptor's
 * default when the catalogue lacks its id and the page is in the default language — so the English page needs no
 * catalogue. Importing ENGLISH here put every consumer screen's messages into the entry; without it each screen's
 * messages come with the screen's own chunk (issue 31 item 5).
 */
const loaded = new Map<Locale, Catalogue>([['en', {}]]);

/**
 * The choice mirrored into a cookie of the same name, which every request carries: the server writes the consumer's
 * passcode mail, texts and certificate in it (server/http/request-locale.ts, decision 0770). A year, like the choice.
 */
function tellServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

function storedChoice(): Locale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    if (!isLocale(value)) return undefined;
    tellServer(value);
    return value;
  } catch {
    // Storage refused (private mode, a sandboxed frame): the browser's languages decide.
    return undefined;
  }
}

function browserLocale(): Locale {
  const nav = globalThis.navigator;
  if (!nav) return DEFAULT_LOCALE;
  return negotiateLocale(nav.languages?.length ? nav.languages : nav.language ? [nav.language] : []);
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** Spanish loads as its own chunk: an English page never downloads it. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = (await import('./es.ts')).SPANISH;
  loaded.set(locale, catalogue);
  notify();
  return catalogue;
}

export function consumerLocale(): Locale {
  current ??= storedChoice() ?? browserLocale();
  return current;
}

/** The loaded catalogue of the language, or undefined while it downloads (the page then waits, see ConsumerIntl). */
export const catalogueOf = (locale: Locale): Catalogue | undefined => loaded.get(locale);

/** The consumer's choice on the switch: kept for their next visit, shown at once. */
export function chooseConsumerLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept, still shown.
  }
  tellServer(locale);
  current = locale;
  void loadCatalogue(locale);
  notify();
}

export function subscribeConsumerLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
