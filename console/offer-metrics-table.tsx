import { createColumnHelper } from '@tanstack/react-table';
import type { OfferMetric } from '../api/processing.ts';
import { DataTable } from '../kit/data-table.tsx';

const column = createColumnHelper<OfferMetric>();
const columns = [
  column.accessor('lender', { header: 'Lender' }),
  column.accessor('product', { header: 'Product' }),
  column.accessor('metric', { header: 'Metric' }),
  column.accessor('value', { header: 'Value', meta: { numeric: true } }),
];

/** Offer metrics (002 §3) per lender and product: one row per metric. */
export function OfferMetricsTable({ metrics }: { metrics: readonly OfferMetric[] }) {
  return (
    <DataTable
      label="Offer metrics"
      size="sm"
      columns={columns}
      rows={metrics}
      rowKey={(m) => `${m.lender}-${m.product}-${m.metric}`}
    />
  );
}
