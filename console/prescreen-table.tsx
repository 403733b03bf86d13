import { Badge, Button, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GLOBAL_STATE, type PrescreenRow } from '../api/uc-campaigns.ts';
import { DataTable } from '../kit/data-table.tsx';
import { columnHeader } from '../kit/words.ts';
import { prescreenTableMessages as m } from './messages/prescreen-table.ts';

/** The criteria in force on a row: its own, Global's (marked), or none. */
function CriteriaCell({ row }: { row: PrescreenRow }) {
  const { formatMessage: t } = useIntl();
  if (!row.criteria) return <>{t(m.notConfigured)}</>;
  return (
    <>
      {`${row.field} ${row.criteria}`}
      {row.inherited ? (
        <Text as="span" color="fg.muted">
          {' '}
          {t(m.global)}
        </Text>
      ) : null}
    </>
  );
}

/** A state's review: a button to mark it complete (or reopen it) when editable, its badge otherwise. */
function ReviewCell({ row, onToggle }: { row: PrescreenRow; onToggle?: ((row: PrescreenRow) => void) | undefined }) {
  const { formatMessage: t } = useIntl();
  if (row.state === GLOBAL_STATE) return null;
  if (!onToggle) {
    return (
      <Badge colorPalette={row.complete ? 'green' : 'gray'} variant="subtle">
        {row.complete ? t(m.complete) : t(m.pending)}
      </Badge>
    );
  }
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      onClick={() => onToggle(row)}
      aria-label={t(row.complete ? m.reopenState : m.markStateComplete, { label: row.label })}
    >
      {t(row.complete ? m.reopen : m.markComplete)}
    </Button>
  );
}

const column = createColumnHelper<PrescreenRow>();
const columnsFor = (onToggle: ((row: PrescreenRow) => void) | undefined) => [
  column.accessor('label', {
    header: columnHeader(m.state),
    cell: ({ row: { original } }) => (
      <Text as="span" fontWeight={original.state === GLOBAL_STATE ? '700' : undefined}>
        {original.label}
      </Text>
    ),
  }),
  column.display({
    id: 'criteria',
    header: columnHeader(m.criteria),
    cell: ({ row }) => <CriteriaCell row={row.original} />,
  }),
  column.display({
    id: 'consumers',
    header: columnHeader(m.consumers),
    meta: { numeric: true },
    cell: ({ row: { original } }) => (
      <span data-testid={`count-${original.state}`}>
        <FormattedMessage
          {...m.of}
          values={{ consumerCount: original.consumerCount, totalConsumers: original.totalConsumers }}
        />
      </span>
    ),
  }),
  column.display({
    id: 'review',
    header: columnHeader(m.review),
    cell: ({ row }) => <ReviewCell row={row.original} onToggle={onToggle} />,
  }),
];

/**
 * Prescreen by state (002 §2): Global then each state, the criteria in force, the consumers they keep of all, and
 * the state's review. `onToggle` given: the reviews can be changed.
 */
export function PrescreenTable({
  rows,
  onToggle,
}: {
  rows: readonly PrescreenRow[];
  onToggle?: ((row: PrescreenRow) => void) | undefined;
}) {
  const columns = useMemo(() => columnsFor(onToggle), [onToggle]);
  return (
    <DataTable
      label={m.prescreenByState}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.state}
      rowData={(row) => ({ 'data-state-code': row.state })}
    />
  );
}
