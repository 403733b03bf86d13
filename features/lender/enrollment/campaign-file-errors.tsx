import { Alert, Table } from '@chakra-ui/react';
import type { EnrollmentFile } from '../../../machines/enrollment/enrollment-import.ts';

/** A campaign file's errors (002 §5): lending criteria group, offer product name and details. */
export function CampaignFileErrors({ file }: { file: EnrollmentFile }) {
  if (file.errors.length === 0) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>The campaign file is valid and was applied to your products ({file.productCount}).</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          The campaign file has {file.errors.length} error{file.errors.length === 1 ? '' : 's'}. Fix the file and import
          it again.
        </Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Campaign file errors">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Lending criteria group</Table.ColumnHeader>
              <Table.ColumnHeader>Offer product name</Table.ColumnHeader>
              <Table.ColumnHeader>Error details</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {file.errors.map((error) => (
              <Table.Row key={`${error.lendingCriteriaGroup}|${error.productName}|${error.details}`}>
                <Table.Cell>{error.lendingCriteriaGroup}</Table.Cell>
                <Table.Cell>{error.productName || '—'}</Table.Cell>
                <Table.Cell>{error.details}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
