import { Alert, Button } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { RateFileRecord } from '../../../api/lender-campaigns.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { enrollmentRateFileErrorsMessages as m } from '../messages/enrollment-rate-file-errors.ts';

const column = createColumnHelper<RateFileRecord['errors'][number]>();
const columns = [
  column.accessor('row', { header: columnHeader(m.row) }),
  column.accessor('field', { header: columnHeader(m.column) }),
  column.accessor('message', { header: columnHeader(m.problem) }),
];

/** The outcome of a rate file: its errors per row and column, or the rows ready to apply. */
export function RateFileErrors({ file, onApply }: { file: RateFileRecord; onApply?: (() => void) | undefined }) {
  const { formatMessage: t } = useIntl();
  if (file.status === 'APPLIED') {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{t(m.ratesFromWereApplied, { length: file.rows.length, fileName: file.fileName })}</Alert.Title>
      </Alert.Root>
    );
  }
  if (file.errors.length === 0) {
    return (
      <Alert.Root status="info" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">
          {t(m.ratesInAreValid, { length: file.rows.length, fileName: file.fileName })}
        </Alert.Title>
        {onApply ? (
          <Button size="sm" colorPalette="brand" onClick={onApply}>
            {t(m.applyRates)}
          </Button>
        ) : null}
      </Alert.Root>
    );
  }
  return (
    <DataTable
      label={m.rateFileErrors}
      columns={columns}
      rows={file.errors}
      rowKey={(error) => `${error.row}-${error.field}`}
    />
  );
}
