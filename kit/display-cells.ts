import type { CellContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { type DisplayKind, formatDisplay } from '../domain/format/display.ts';
import { displayCellsMessages as m } from './messages/display-cells.ts';
import { wordsNode } from './words.ts';

/**
 * Table cells by column kind (issue 27): `column.accessor('amount', { header: 'Amount', cell: cells.money })`
 * prints '$1,500.00', `cells.label` an enumeration's words, `cells.dateTime` 'Nov 27, 2026, 12:12 PM' in the
 * viewer's time zone. Every table formats through domain/format, so one column kind reads the same everywhere.
 */
const cellOf =
  (kind: DisplayKind) =>
  <Row>(context: CellContext<Row, unknown>): string =>
    formatDisplay(kind, context.getValue()) || '—';

/** A value as the server gave it, with a unit after it ('9.490%'), or a dash when there is none. */
const withUnit =
  (unit: string) =>
  <Row>(context: CellContext<Row, unknown>): string => {
    const value = context.getValue();
    return value === null || value === undefined || value === '' ? '—' : `${String(value)}${unit}`;
  };

/** A flag as the catalogue's Yes or No. */
const yesNo = <Row>(context: CellContext<Row, unknown>): ReactNode => wordsNode(context.getValue() ? m.yes : m.no);

export const cells = {
  /** The value as given, or a dash. */
  text: withUnit(''),
  withUnit,
  yesNo,
  money: cellOf('money'),
  wholeMoney: cellOf('wholeMoney'),
  percent: cellOf('percent'),
  dateTime: cellOf('dateTime'),
  date: cellOf('date'),
  count: cellOf('count'),
  label: cellOf('label'),
} as const;
