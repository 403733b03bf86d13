import { Badge, IconButton, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { LuDownload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CONSUMER_FILE_FIELDS,
  type ConsumerFile,
  listConsumerFileErrors,
  listConsumerFiles,
} from '../../../api/embedder-campaigns.ts';
import { ListPage } from '../../../console/list-page.tsx';
import { CONSUMER_FILE_HANDOFF_LABEL, JOB_STATUS_LABELS } from '../../../domain/catalog/consumer-files.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { downloadListCsv } from '../../../kit/paged-list.ts';
import { columnHeader } from '../../../kit/words.ts';
import { campaignsReportsPageMessages as m } from '../messages/campaigns-reports-page.ts';

const column = createColumnHelper<ConsumerFile>();
const columns = [
  column.accessor('fileName', {
    header: columnHeader(m.file),
    cell: (cell) => (
      <Stack gap="0">
        <Text wordBreak="break-all">{cell.getValue()}</Text>
        <Text fontSize="sm" color="fg.muted">
          {cell.row.original.campaignName}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('uploadedAt', {
    header: columnHeader(m.uploaded),
    cell: (cell) => (
      <Stack gap="0">
        <Text>{cell.getValue().slice(0, 16).replace('T', ' ')}</Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage {...m.by} values={{ value: cell.row.original.uploadedBy ?? '—' }} />
        </Text>
      </Stack>
    ),
  }),
  column.accessor('rowsTotal', { header: columnHeader(m.rows) }),
  column.accessor('validRows', { header: columnHeader(m.valid) }),
  column.accessor('errorRows', { header: columnHeader(m.errors) }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: (cell) => (
      <Badge variant="subtle" colorPalette={cell.row.original.processing ? 'green' : 'gray'}>
        {cell.row.original.processing ? CONSUMER_FILE_HANDOFF_LABEL : JOB_STATUS_LABELS[cell.getValue()]}
      </Badge>
    ),
  }),
];

/** /embedder/console/reports: the consumer-file history, each file's errors as CSV. */
export function ReportsPage(page: ConsolePageProps<ListSearch>) {
  const { client, embedderId = 0 } = page;
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const errorsCsv = (file: ConsumerFile) =>
    void downloadListCsv(
      { endpoint: listConsumerFileErrors, client, params: { embedderId, fileId: file.fileId }, search: {} },
      `${file.fileName.replace(/\.csv$/i, '')}-errors.csv`,
      intl,
    ).catch(() => undefined);
  return (
    <ListPage
      page={page}
      title={m.reports}
      description={m.yourConsumerFilesWhenThey}
      // Nothing here changes the files: everyone who sees the list may download a file's errors.
      writable
      label={m.consumerFiles}
      endpoint={listConsumerFiles}
      params={{ embedderId }}
      fields={CONSUMER_FILE_FIELDS}
      columns={columns}
      rowKey={(file) => file.fileId}
      rowActions={(file) =>
        file.errorRows > 0 ? (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t(m.downloadTheErrorsOf, { fileName: file.fileName })}
            onClick={() => errorsCsv(file)}
          >
            <LuDownload />
          </IconButton>
        ) : null
      }
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noConsumerFileUploadedYet}
    />
  );
}
