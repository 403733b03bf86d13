import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { OfferMetric } from '../api/processing.ts';
import { DataTable } from '../kit/data-table.tsx';
import { offerMetricsTableMessages as msg } from './messages/offer-metrics-table.ts';

const column = createColumnHelper<OfferMetric>();
const columns = [
  column.accessor('lender', { header: 'Lender' }),
  column.accessor('product', { header: 'Product' }),
  column.accessor('metric', { header: 'Metric' }),
  column.accessor('value', { header: 'Value', meta: { numeric: true } }),
];

/** Offer metrics (002 §3) per lender and product: one row per metric. */
export function OfferMetricsTable({ metrics }: { metrics: readonly OfferMetric[] }) {
  const { formatMessage: t } = useIntl();
  return (
    <DataTable
      label={t(msg.offerMetrics)}
      size="sm"
      columns={columns}
      rows={metrics}
      rowKey={(m) => `${m.lender}-${m.product}-${m.metric}`}
    />
  );
}
