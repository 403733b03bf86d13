/**
 * The consumer pages' languages (000-8.32): English, the seed's default locale (000 §9 'Default locale: en'), and
 * Spanish. A language is the catalogue's key; amounts and dates are formatted with the language's US convention
 * (decision 0631): the offers are in US dollars from US lenders, whatever the browser's region says.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** What the language switch says, each in its own language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** The BCP 47 tag amounts and dates are formatted with. */
export const FORMATTING_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** Where the consumer's own choice is kept (decision 0632), named like the seed's storage keys ('auth-{realm}'). */
export const LOCALE_STORAGE_KEY = 'locale-consumer';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The first of the browser's preferred languages (navigator.languages, the same list the browser sends as
 * Accept-Language) that we speak, by its primary subtag ('es-MX' is Spanish); English when none is.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into its tags, highest quality first (for the server's mail and PDFs). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
