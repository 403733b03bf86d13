import { Badge, Button, HStack } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RateFileRecord } from '../../../api/lender-campaigns.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { enrollmentRateHistoryTableMessages as m } from '../messages/enrollment-rate-history-table.ts';
import { day } from './campaign-queries.ts';

const STATUS = { VALIDATED: ['Validated', 'blue'], INVALID: ['Errors', 'red'], APPLIED: ['Applied', 'green'] } as const;

const column = createColumnHelper<RateFileRecord>();
const columnsFor = (onApply: ((record: RateFileRecord) => void) | undefined) => [
  column.accessor('fileName', { header: columnHeader(m.file) }),
  column.accessor('uploadedAt', {
    header: columnHeader(m.uploaded),
    cell: ({ row: { original } }) => `${day(original.uploadedAt)} · ${original.uploadedBy ?? '—'}`,
  }),
  column.accessor((record) => record.rows.length, { id: 'rows', header: columnHeader(m.rows) }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: ({ row: { original } }) => (
      <HStack gap="2">
        <Badge colorPalette={STATUS[original.status][1]} variant="subtle">
          {STATUS[original.status][0]}
        </Badge>
        {original.status === 'VALIDATED' && onApply ? (
          <Button size="xs" variant="outline" onClick={() => onApply(original)}>
            <FormattedMessage {...m.apply} />
          </Button>
        ) : null}
      </HStack>
    ),
  }),
  column.accessor('appliedAt', {
    header: columnHeader(m.applied),
    cell: ({ row: { original } }) =>
      original.appliedAt ? `${day(original.appliedAt)} · ${original.appliedBy ?? ''}` : '—',
  }),
];

/** The rate change history: each uploaded file, its check and when it was applied; `onApply` given, Apply buttons. */
export function RateHistoryTable({
  files,
  onApply,
}: {
  files: readonly RateFileRecord[];
  onApply?: ((record: RateFileRecord) => void) | undefined;
}) {
  const { formatMessage: t } = useIntl();
  const columns = useMemo(() => columnsFor(onApply), [onApply]);
  return (
    <DataTable
      label={m.rateChangeHistory}
      columns={columns}
      rows={files}
      rowKey={(record) => record.fileId}
      emptyMessage={t(m.noRateChangesYet)}
    />
  );
}
