import { Box, Table } from '@chakra-ui/react';
import type { ProjectionRow } from '../api/projections.ts';

const COLUMNS: { key: keyof ProjectionRow; label: string; numeric?: boolean }[] = [
  { key: 'date', label: 'Date' },
  { key: 'activeProduct', label: 'Active product' },
  { key: 'projectionFor', label: 'Projection for' },
  { key: 'totalConsumers', label: 'Total consumers', numeric: true },
  { key: 'qualifyingMembers', label: 'Qualifying members', numeric: true },
  { key: 'offersGenerated', label: 'Offers generated', numeric: true },
  { key: 'consumersReached', label: 'Consumers reached', numeric: true },
  { key: 'projectedRedeems', label: 'Projected redeems', numeric: true },
];

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
  const before = new Map(compare?.map((row) => [row.productId, row]));
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.numeric ? 'end' : 'start'}
                scope="col"
                verticalAlign="bottom"
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.productId}>
              {COLUMNS.map((column) => {
                const value = row[column.key];
                const was = before.get(row.productId)?.[column.key];
                const changed = compare !== undefined && was !== undefined && was !== value;
                return (
                  <Table.Cell
                    key={column.key}
                    textAlign={column.numeric ? 'end' : 'start'}
                    fontWeight={changed ? 'semibold' : undefined}
                    whiteSpace={column.numeric || column.key === 'date' ? 'nowrap' : 'normal'}
                  >
                    {changed ? `${String(was)} → ${String(value)}` : String(value)}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
