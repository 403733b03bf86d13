import { Alert, Stack, Table, Text } from '@chakra-ui/react';
import type { CsvRowError, ParsedCsv } from '../machines/import/csv-import.ts';
import type { CsvColumn } from './csv-rows.ts';

/** How many rows the preview shows, and how many row errors are listed before "and N more". */
export const PREVIEW_ROWS = 5;
export const LISTED_ERRORS = 50;

export const rowsLabel = (count: number): string => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** The first rows of the file under the columns' labels, so the user sees the file was read as they expect. */
export function CsvRowsPreview({ rows, columns }: { rows: ParsedCsv['rows']; columns: readonly CsvColumn[] }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
          {rows.length > shown.length ? `First ${shown.length} of ${rowsLabel(rows.length)}` : rowsLabel(rows.length)}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Row</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((row, index) => (
            // Rows have no identity of their own; their position in the file is what the user sees.
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's number in the file is its key.
            <Table.Row key={index}>
              <Table.Cell color="fg.muted">{index + 2}</Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.key}>{row[column.key] ?? ''}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Every problem found, by row, column and message (the schema's seed messages), so the file can be corrected. */
export function CsvRowErrors({ errors }: { errors: readonly CsvRowError[] }) {
  const rowsWithErrors = new Set(errors.map((error) => error.row)).size;
  const listed = errors.slice(0, LISTED_ERRORS);
  return (
    <Stack gap="3">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {rowsWithErrors === 1 ? '1 row has' : `${rowsWithErrors} rows have`} problems: nothing was uploaded.
          </Alert.Title>
          <Alert.Description>Correct them in your file, then choose it again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
        <Table.Root size="sm" variant="line" stickyHeader>
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
            Problems found
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Row</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Column</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Problem</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {listed.map((error) => (
              <Table.Row key={`${error.row}|${error.column}|${error.message}`}>
                <Table.Cell>{error.row}</Table.Cell>
                <Table.Cell>{error.column || '—'}</Table.Cell>
                <Table.Cell color="red.700" whiteSpace="normal" minW="48">
                  {error.message}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {errors.length > listed.length ? (
        <Text fontSize="sm" color="fg.muted">
          and {errors.length - listed.length} more
        </Text>
      ) : null}
    </Stack>
  );
}
