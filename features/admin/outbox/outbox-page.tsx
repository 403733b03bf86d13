import { Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { listOutbox, OUTBOX_FIELDS, type OutboxMail } from '../../../api/outbox.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const column = createColumnHelper<OutboxMail>();
const columns = [
  column.accessor('createdAt', { header: 'Sent', cell: (cell) => sentAt.format(new Date(cell.getValue())) }),
  column.accessor('to', { header: 'To' }),
  column.accessor('subject', { header: 'Subject' }),
  column.accessor('body', {
    header: 'Message',
    enableSorting: false,
    // The whole text: passcodes and links are what the reader came for.
    cell: (cell) => (
      <Text whiteSpace="pre-wrap" wordBreak="break-all" fontSize="sm" minW="16rem">
        {cell.getValue()}
      </Text>
    ),
  }),
];

/**
 * /admin/console/outbox: the sandbox mail outbox (no SMTP_URL set), newest first. Passcodes and reset links are
 * secrets, so it is an admin's page (users read), never a public route (issue 17).
 */
export function OutboxPage({ client, search, navigateSearch }: ConsolePageProps<ListSearch>) {
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Mail the sandbox kept instead of sending: passcodes, reset links and upload links, newest first."
      />
      <PagedTable
        label="Outbox"
        endpoint={listOutbox}
        client={client}
        search={search}
        onSearchChange={navigateSearch}
        fields={OUTBOX_FIELDS}
        columns={columns}
        csvFileName="outbox"
        errorMessage="There was an error getting the outbox"
        emptyMessage="No mail yet."
      />
    </>
  );
}
