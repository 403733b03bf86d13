import { Alert, Button, Table } from '@chakra-ui/react';
import type { RateFileRecord } from '../../../api/lender-campaigns.ts';

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
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Rate file errors">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Row</Table.ColumnHeader>
            <Table.ColumnHeader>Column</Table.ColumnHeader>
            <Table.ColumnHeader>Problem</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {file.errors.map((error) => (
            <Table.Row key={`${error.row}-${error.field}`}>
              <Table.Cell>{error.row}</Table.Cell>
              <Table.Cell>{error.field}</Table.Cell>
              <Table.Cell>{error.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
