import { createColumnHelper } from '@tanstack/react-table';
import type { OfferMetric } from '../api/processing.ts';
import { DataTable } from '../kit/data-table.tsx';
import { columnHeader } from '../kit/words.ts';
import { offerMetricsTableMessages as msg } from './messages/offer-metrics-table.ts';

const column = createColumnHelper<OfferMetric>();
const columns = [
  column.accessor('lender', { header: columnHeader(msg.lender) }),
  column.accessor('product', { header: columnHeader(msg.product) }),
  column.accessor('metric', { header: columnHeader(msg.metric) }),
  column.accessor('value', { header: columnHeader(msg.value), meta: { numeric: true } }),
];

/** Offer metrics (002 §3) per lender and product: one row per metric. */
export function OfferMetricsTable({ metrics }: { metrics: readonly OfferMetric[] }) {
  return (
    <DataTable
      label={msg.offerMetrics}
      columns={columns}
      rows={metrics}
      rowKey={(m) => `${m.lender}-${m.product}-${m.metric}`}
    />
  );
}
