import type { CellContext } from '@tanstack/react-table';
import { type DisplayKind, formatDisplay } from '../domain/format/display.ts';

/**
 * Table cells by column kind (issue 27): `column.accessor('amount', { header: 'Amount', cell: cells.money })`
 * prints '$1,500.00', `cells.label` an enumeration's words, `cells.dateTime` 'Nov 27, 2026, 12:12 PM' in the
 * viewer's time zone. Every table formats through domain/format, so one column kind reads the same everywhere.
 */
const cellOf =
  (kind: DisplayKind) =>
  <Row>(context: CellContext<Row, unknown>): string =>
    formatDisplay(kind, context.getValue()) || '—';

export const cells = {
  money: cellOf('money'),
  wholeMoney: cellOf('wholeMoney'),
  percent: cellOf('percent'),
  dateTime: cellOf('dateTime'),
  date: cellOf('date'),
  count: cellOf('count'),
  label: cellOf('label'),
} as const;
