import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  acceptLanguageTags,
  isLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  negotiateLocale,
} from '../../domain/i18n/locales.ts';

/**
 * The language a consumer's mail, texts and certificate are written in (000-8.32, decision 0770): the consumer's own
 * choice on the switch (the page keeps it in localStorage and mirrors it into the 'locale-consumer' cookie, which
 * every request carries), else the browser's Accept-Language, else English — the page's own rule, on the server.
 */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_STORAGE_KEY);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(acceptLanguageTags(c.req.header('Accept-Language')));
}
