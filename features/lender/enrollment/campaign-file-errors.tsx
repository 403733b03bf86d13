import { Alert } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../kit/data-table.tsx';
import type { EnrollmentFile } from '../../../machines/enrollment/enrollment-import.ts';

type FileError = EnrollmentFile['errors'][number];
const column = createColumnHelper<FileError>();
const columns = [
  column.accessor('lendingCriteriaGroup', { header: 'Lending criteria group' }),
  column.accessor('productName', { header: 'Offer product name', cell: ({ getValue }) => getValue() || '—' }),
  column.accessor('details', { header: 'Error details' }),
];

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
      <DataTable
        label="Campaign file errors"
        size="sm"
        columns={columns}
        rows={file.errors}
        rowKey={(error) => `${error.lendingCriteriaGroup}|${error.productName}|${error.details}`}
      />
    </>
  );
}
