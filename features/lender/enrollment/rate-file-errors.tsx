import { Alert, Button } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { RateFileRecord } from '../../../api/lender-campaigns.ts';
import { DataTable } from '../../../kit/data-table.tsx';

const column = createColumnHelper<RateFileRecord['errors'][number]>();
const columns = [
  column.accessor('row', { header: 'Row' }),
  column.accessor('field', { header: 'Column' }),
  column.accessor('message', { header: 'Problem' }),
];

/** The outcome of a rate file: its errors per row and column, or the rows ready to apply. */
export function RateFileErrors({ file, onApply }: { file: RateFileRecord; onApply?: (() => void) | undefined }) {
  if (file.status === 'APPLIED') {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {file.rows.length} rates from {file.fileName} were applied.
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (file.errors.length === 0) {
    return (
      <Alert.Root status="info" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">
          {file.rows.length} rates in {file.fileName} are valid.
        </Alert.Title>
        {onApply ? (
          <Button size="sm" colorPalette="brand" onClick={onApply}>
            Apply rates
          </Button>
        ) : null}
      </Alert.Root>
    );
  }
  return (
    <DataTable
      label="Rate file errors"
      size="sm"
      columns={columns}
      rows={file.errors}
      rowKey={(error) => `${error.row}-${error.field}`}
    />
  );
}
