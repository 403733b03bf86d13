import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  CONSUMER_FILE_ERROR_FIELDS,
  type ConsumerFileError,
  listConsumerFileErrors,
} from '../../../api/embedder-campaigns.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { campaignsConsumerFileErrorsMessages as m } from '../messages/campaigns-consumer-file-errors.ts';

const column = createColumnHelper<ConsumerFileError>();
const columns = [
  column.accessor('row', { header: columnHeader(m.row) }),
  column.accessor('field', { header: columnHeader(m.column) }),
  column.accessor('message', { header: columnHeader(m.problem) }),
];

/** A consumer file's per-row errors, paged, with their CSV download (the search is the panel's own, not the URL's). */
export function ConsumerFileErrors(props: { client: ApiClient; embedderId: number; fileId: string }) {
  const { formatMessage: t } = useIntl();
  const [search, setSearch] = useState<ListSearch>({});
  return (
    <PagedTable
      label={t(m.rowErrors)}
      endpoint={listConsumerFileErrors}
      client={props.client}
      params={{ embedderId: props.embedderId, fileId: props.fileId }}
      search={search}
      onSearchChange={(update) => setSearch((previous) => ({ ...previous, ...update }))}
      fields={CONSUMER_FILE_ERROR_FIELDS}
      columns={columns}
      size={10}
      csvFileName="consumer-file-errors.csv"
      errorMessage={t(m.thereWasAnErrorGetting)}
      emptyMessage={t(m.noRowErrors)}
    />
  );
}
