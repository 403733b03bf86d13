/**
 * Dates for people are en-US (001 §9) unless a consumer page passes its language's tag ('es-US': 22/11/2026);
 * report dates are YYYY-MM-DD (002 §9).
 */
const DEFAULT_TAG = 'en-US';
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (tag: string, style: 'short' | 'long'): Intl.DateTimeFormat => {
  const key = `${tag}:${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format =
      style === 'short'
        ? new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
        : new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format;
};
const US_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date ('2026-11-22') means that day everywhere, so date-only strings are read and shown in UTC;
 * anything else is a moment, taken as given.
 */
const toDate = (value: Date | string | number): Date | undefined => {
  const date = typeof value === 'string' && DATE_ONLY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** '11/22/2026'; empty string for an invalid date. */
export const formatDate = (value: Date | string | number, locale: string = DEFAULT_TAG): string => {
  const date = toDate(value);
  return date ? dayFormat(locale, 'short').format(date) : '';
};

/** 'Nov 22, 2026'. */
export const formatDateLong = (value: Date | string | number, locale: string = DEFAULT_TAG): string => {
  const date = toDate(value);
  return date ? dayFormat(locale, 'long').format(date) : '';
};

/** 'Nov 22, 2026, 1:45 PM' in the viewer's time zone. */
export const formatDateTime = (value: Date | string | number, timeZone?: string): string => {
  const date = toDate(value);
  if (!date) return '';
  return timeZone
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
    : US_DATE_TIME.format(date);
};

/** '2026-11-22' (UTC) for reports. */
export const formatReportDate = (value: Date | string | number): string => {
  const date = toDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
};
