import { Link, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { listOutbox, OUTBOX_FIELDS, type OutboxMail } from '../../../api/outbox.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { outboxOutboxPageMessages as m } from '../messages/outbox-outbox-page.ts';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'medium' });

/** The mail's text with its links clickable: the reset and upload links are what the reader came for. */
function MailText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
      {text.split(/(https?:\/\/\S+)/).map((part, index) =>
        index % 2 === 1 ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
            key={index}
            href={part}
            colorPalette="brand"
            display="inline"
            wordBreak="break-all"
            textDecoration="underline"
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

const column = createColumnHelper<OutboxMail>();
// Two columns so the whole mail reads at 390 px too: when, then who, what and the text stacked.
const columns = [
  column.accessor('createdAt', {
    header: columnHeader(m.sent),
    cell: (cell) => (
      <Text whiteSpace="normal" minW="6rem">
        {sentAt.format(new Date(cell.getValue()))}
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
        <MailText text={row.original.body} />
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
