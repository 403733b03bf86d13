import { Alert, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CsvRowError, ParsedCsv } from '../machines/import/csv-import.ts';
import type { CsvColumn } from './csv-rows.ts';
import { DataTable } from './data-table.tsx';
import { csvImportPreviewMessages as m } from './messages/csv-import-preview.ts';
import { columnHeader } from './words.ts';

/** How many rows the preview shows, and how many row errors are listed before "and N more". */
export const PREVIEW_ROWS = 5;
export const LISTED_ERRORS = 50;

export const rowsLabel = (count: number): string => `${count} ${count === 1 ? 'row' : 'rows'}`;

type CsvRow = ParsedCsv['rows'][number];
const rowColumn = createColumnHelper<CsvRow>();

/** The row number as the user sees it in a spreadsheet (the header is row 1), then the file's columns. */
const previewColumns = (columns: readonly CsvColumn[]) => [
  rowColumn.display({
    id: 'row',
    header: columnHeader(m.row),
    meta: { cellStyle: { color: 'fg.muted' } },
    cell: ({ row }) => row.index + 2,
  }),
  ...columns.map((column) =>
    rowColumn.accessor((row) => row[column.key] ?? '', { id: column.key, header: column.label }),
  ),
];

/** The first rows of the file under the columns' labels, so the user sees the file was read as they expect. */
export function CsvRowsPreview({ rows, columns }: { rows: ParsedCsv['rows']; columns: readonly CsvColumn[] }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  const tableColumns = useMemo(() => previewColumns(columns), [columns]);
  return (
    <DataTable
      label={rows.length > shown.length ? `First ${shown.length} of ${rowsLabel(rows.length)}` : rowsLabel(rows.length)}
      captioned
      columns={tableColumns}
      rows={shown}
    />
  );
}

const errorColumn = createColumnHelper<CsvRowError>();
const errorColumns = [
  errorColumn.accessor('row', { header: columnHeader(m.row) }),
  errorColumn.accessor('column', { header: columnHeader(m.column), cell: ({ getValue }) => getValue() || '—' }),
  errorColumn.accessor('message', {
    header: columnHeader(m.problem),
    meta: { cellStyle: { color: 'red.700', whiteSpace: 'normal', minW: '48' } },
  }),
];

/** Every problem found, by row, column and message (the schema's seed messages), so the file can be corrected. */
export function CsvRowErrors({ errors }: { errors: readonly CsvRowError[] }) {
  const { formatMessage: t } = useIntl();
  const rowsWithErrors = new Set(errors.map((error) => error.row)).size;
  const listed = errors.slice(0, LISTED_ERRORS);
  return (
    <Stack gap="3">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(m.problemsNothingWasUploaded, { count: rowsWithErrors })}</Alert.Title>
          <Alert.Description>{t(m.correctThemInYourFile)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DataTable
        label={m.problemsFound}
        captioned
        maxHeight="96"
        columns={errorColumns}
        rows={listed}
        rowKey={(error) => `${error.row}|${error.column}|${error.message}`}
      />
      {errors.length > listed.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t(m.andMore, { value: errors.length - listed.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
