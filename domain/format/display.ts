import { formatDate, formatDateTime } from './date.ts';
import { labelOf } from './labels.ts';
import { formatPercent, formatUsd } from './money.ts';

/** What a displayed value is, so every screen prints it one way (issue 27). */
export const DISPLAY_KINDS = ['money', 'wholeMoney', 'percent', 'dateTime', 'date', 'count', 'label', 'text'] as const;
export type DisplayKind = (typeof DISPLAY_KINDS)[number];

const COUNT = new Intl.NumberFormat('en-US');

/**
 * One value as a person reads it: money '$1,500.00' (wholeMoney '$1,500'), percent '9.49%', dateTime
 * 'Nov 27, 2026, 12:12 PM' in the viewer's time zone, date '11/27/2026', count '15,000', an enumeration through its
 * label. Nothing (null, undefined, '') is the empty string, so the caller chooses its own dash.
 */
export function formatDisplay(kind: DisplayKind, value: unknown, options: { readonly timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (kind) {
    case 'money':
      return formatUsd(text, { cents: true });
    case 'wholeMoney':
      return formatUsd(text);
    case 'percent':
      return formatPercent(text);
    case 'dateTime':
      return formatDateTime(text, options.timeZone) || text;
    case 'date':
      return formatDate(text) || text;
    case 'count':
      return Number.isFinite(Number(text)) ? COUNT.format(Number(text)) : text;
    case 'label':
      return labelOf(text);
    default:
      return text;
  }
}
