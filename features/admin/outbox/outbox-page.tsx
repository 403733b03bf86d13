import { Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { listOutbox, OUTBOX_FIELDS, type OutboxMail } from '../../../api/outbox.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { formatDateTime } from '../../../domain/format/date.ts';
import { columnHeader } from '../../../kit/words.ts';
import { LinkedText } from '../../../ui/linked-text.tsx';
import { outboxOutboxPageMessages as m } from '../messages/outbox-outbox-page.ts';

const column = createColumnHelper<OutboxMail>();
// Two columns so the whole mail reads at 390 px too: when, then who, what and the text stacked.
const columns = [
  column.accessor('createdAt', {
    header: columnHeader(m.sent),
    cell: (cell) => (
      <Text whiteSpace="normal" minW="6rem">
        {formatDateTime(cell.getValue())}
      </Text>
    ),
  }),
  column.accessor('subject', {
    header: columnHeader(m.mail),
    cell: ({ row }) => (
      // A set width: the table grows to its content, and a token of 300 characters would widen it past the screen.
      <Stack gap="1" w={{ base: '12rem', sm: '20rem', lg: '36rem' }} whiteSpace="normal" overflowWrap="anywhere">
        <Text fontSize="sm" color="fg.muted">
          {row.original.channel === 'SMS' ? <FormattedMessage {...m.textMessageTo} /> : <FormattedMessage {...m.to} />}{' '}
          {row.original.to}
        </Text>
        <Text fontWeight="semibold">{row.original.subject}</Text>
        <LinkedText text={row.original.body} />
      </Stack>
    ),
  }),
];

/**
 * /admin/console/outbox: the sandbox mail outbox (no SMTP_URL set), newest first. Passcodes and reset links are
 * secrets, so it is an admin's page (users read), never a public route (issue 17).
 */
export const OutboxPage: ListPageComponent = listPage({
  title: m.outbox,
  description: m.mailAndTextMessagesThe,
  label: m.outbox,
  endpoint: listOutbox,
  fields: OUTBOX_FIELDS,
  columns,
  csvFileName: 'outbox',
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noMailYet,
});
