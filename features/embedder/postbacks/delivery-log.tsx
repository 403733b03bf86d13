import { Badge, Button, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { LuRefreshCw, LuSend } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  listPostbackDeliveries,
  POSTBACK_DELIVERY_FIELDS,
  type PostbackDelivery,
  redeliverPostback,
} from '../../../api/postbacks.ts';
import type { DeliveryStatus } from '../../../domain/catalog/postbacks.ts';
import { formatDateTime } from '../../../domain/format/date.ts';
import { deliveryErrorText } from '../../../domain/format/delivery-error.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { NavigateSearch } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { columnHeader } from '../../../kit/words.ts';
import { postbacksDeliveryLogMessages as m } from '../messages/postbacks-delivery-log.ts';

const PALETTE: Record<DeliveryStatus, string> = { PENDING: 'gray', DELIVERED: 'green', FAILED: 'red' };
const column = createColumnHelper<PostbackDelivery>();
const columns = [
  column.accessor('createdAt', { header: columnHeader(m.time), cell: (cell) => formatDateTime(cell.getValue()) }),
  column.accessor('event', { header: columnHeader(m.event) }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: (cell) => <Badge colorPalette={PALETTE[cell.getValue()]}>{labelOf(cell.getValue())}</Badge>,
  }),
  column.accessor('attempts', { header: columnHeader(m.attempts) }),
  column.accessor('lastStatusCode', {
    header: columnHeader(m.lastResponse),
    cell: (cell) => {
      const error = cell.row.original.lastError;
      return cell.getValue() ?? (error ? deliveryErrorText(error) : '—');
    },
  }),
];

interface DeliveryLogProps {
  readonly client: ApiClient;
  readonly embedderId: number;
  readonly editable: boolean;
  readonly search: ListSearch;
  readonly navigateSearch: NavigateSearch<ListSearch>;
}

/** The delivery log: every postback, newest first, with Redeliver for writers. */
export function DeliveryLog({ client, embedderId, editable, search, navigateSearch }: DeliveryLogProps) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listQueryKey(listPostbackDeliveries) });
  const redeliver = useConfigMutation({
    mutationFn: (row: PostbackDelivery) =>
      client.call(redeliverPostback, { params: { embedderId, deliveryId: row.id } }),
    toasts: { pending: m.queueingTheRedelivery, success: m.redeliveryQueued, error: m.couldNotRedeliver },
    invalidate: [listQueryKey(listPostbackDeliveries)],
  });
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t(m.deliveryLog)}
      </Heading>
      <PagedTable
        label={t(m.postbackDeliveries)}
        endpoint={listPostbackDeliveries}
        client={client}
        params={{ embedderId }}
        search={search}
        onSearchChange={navigateSearch}
        fields={POSTBACK_DELIVERY_FIELDS}
        columns={columns}
        errorMessage={t(m.thereWasAnErrorGetting)}
        emptyMessage={t(m.noPostbacksSentYet)}
        actions={
          <Button size="sm" variant="outline" onClick={refresh}>
            <LuRefreshCw aria-hidden="true" /> {t(m.refresh)}
          </Button>
        }
        rowActions={
          editable
            ? (row) => (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => redeliver.mutate(row)}
                  aria-label={t(m.redeliverOf, { event: row.event, value: formatDateTime(row.createdAt) })}
                >
                  <LuSend aria-hidden="true" /> {t(m.redeliver)}
                </Button>
              )
            : undefined
        }
      />
    </Stack>
  );
}
