import { Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { ProjectionRow } from '../api/projections.ts';
import { DataTable } from '../kit/data-table.tsx';
import { columnHeader } from '../kit/words.ts';
import { projectionSummaryTableMessages as m } from './messages/projection-summary-table.ts';

const COLUMNS: { key: keyof ProjectionRow; label: MessageDescriptor; numeric?: boolean }[] = [
  { key: 'date', label: m.date },
  { key: 'activeProduct', label: m.activeProduct },
  { key: 'projectionFor', label: m.projectionFor },
  { key: 'totalConsumers', label: m.totalConsumers, numeric: true },
  { key: 'qualifyingMembers', label: m.qualifyingMembers, numeric: true },
  { key: 'offersGenerated', label: m.offersGenerated, numeric: true },
  { key: 'consumersReached', label: m.consumersReached, numeric: true },
  { key: 'projectedRedeems', label: m.projectedRedeems, numeric: true },
];

const column = createColumnHelper<ProjectionRow>();

/** The columns, each figure that differs from the saved configuration's shown as "was → now". */
function columnsComparedWith(compare: readonly ProjectionRow[] | undefined) {
  const before = new Map(compare?.map((row) => [row.productId, row]));
  return COLUMNS.map(({ key, label, numeric }) =>
    column.accessor(key, {
      header: columnHeader(label),
      meta: { numeric, cellStyle: { whiteSpace: numeric || key === 'date' ? 'nowrap' : 'normal' } },
      cell: ({ row: { original }, getValue }) => {
        const value = getValue();
        const was = before.get(original.productId)?.[key];
        if (compare === undefined || was === undefined || was === value) return String(value);
        return <Text as="span" fontWeight="semibold">{`${String(was)} → ${String(value)}`}</Text>;
      },
    }),
  );
}

/**
 * The Campaign Projection Summary rows (002 §3 Projection row). With `compare`, each figure that differs shows the
 * saved configuration's figure beside the draft's (the what-if).
 */
export function ProjectionSummaryTable({
  rows,
  compare,
  caption,
}: {
  rows: readonly ProjectionRow[];
  compare?: readonly ProjectionRow[] | undefined;
  caption: string;
}) {
  const columns = useMemo(() => columnsComparedWith(compare), [compare]);
  return <DataTable label={caption} scrollRegion columns={columns} rows={rows} rowKey={(row) => row.productId} />;
}
