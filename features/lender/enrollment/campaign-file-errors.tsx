import { Alert } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { DataTable } from '../../../kit/data-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import type { EnrollmentFile } from '../../../machines/enrollment/enrollment-import.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { enrollmentCampaignFileErrorsMessages as m } from '../messages/enrollment-campaign-file-errors.ts';

type FileError = EnrollmentFile['errors'][number];
const column = createColumnHelper<FileError>();
const columns = [
  column.accessor('lendingCriteriaGroup', { header: columnHeader(m.lendingCriteriaGroup) }),
  column.accessor('productName', {
    header: columnHeader(m.offerProductName),
    cell: ({ getValue }) => getValue() || '—',
  }),
  column.accessor('details', { header: columnHeader(m.errorDetails) }),
];

/** A campaign file's errors (002 §5): lending criteria group, offer product name and details. */
export function CampaignFileErrors({ file }: { file: EnrollmentFile }) {
  const { formatMessage: t } = useIntl();
  if (file.errors.length === 0) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{t(m.theCampaignFileIsValid, { productCount: file.productCount })}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <>
      <ErrorAlert
        message={t(m.theCampaignFileHasError, {
          length: file.errors.length,
          value: file.errors.length === 1 ? '' : 's',
        })}
      />
      <DataTable
        label={m.campaignFileErrors}
        columns={columns}
        rows={file.errors}
        rowKey={(error) => `${error.lendingCriteriaGroup}|${error.productName}|${error.details}`}
      />
    </>
  );
}
