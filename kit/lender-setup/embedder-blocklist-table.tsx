import { Badge, Skeleton, Switch } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ApiClient } from '../../api/client.ts';
import {
  type BlocklistEntry,
  type EmbedderBlocklist,
  getEmbedderBlocklist,
  updateEmbedderBlocklist,
} from '../../api/embedder-blocklist.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useConfigMutation } from '../toasts.ts';

const column = createColumnHelper<BlocklistEntry>();
const nameColumn = column.accessor('name', { header: 'Embedder' });
const LOAD_FAILURE = 'There was an error getting the embedders';

/**
 * Every embedder with whether the lender's offers may show on its site (GET/PUT /fi/{fiId}/embedders/blocklist): the
 * lender's own Embedder Blocklist page and the admin's lender page show it. A writer flips a switch and the whole
 * blocklist is saved at once; a reader sees each embedder's state.
 */
export function EmbedderBlocklistTable({
  client,
  fiId,
  editable,
}: {
  client: ApiClient;
  fiId: number;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const queryKey = [getEmbedderBlocklist.path, fiId];
  const blocklist = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      client.call(getEmbedderBlocklist, { params: { fiId }, signal, suppressServerErrorRedirect: true }),
  });
  const save = useConfigMutation({
    mutationFn: (embedderIds: number[]) =>
      client.call(updateEmbedderBlocklist, { params: { fiId }, body: { embedderIds } }),
    toasts: { pending: 'Saving the blocklist…', success: 'Blocklist saved', error: 'Could not save the blocklist' },
    onSuccess: (answer: EmbedderBlocklist) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  const toggle = (entry: BlocklistEntry, blocked: boolean) => {
    const others = (blocklist.data?.embedders ?? []).filter((e) => e.blocked && e.embedderId !== entry.embedderId);
    save.mutate([...others.map((e) => e.embedderId), ...(blocked ? [entry.embedderId] : [])]);
  };
  const stateColumn = column.accessor('blocked', {
    header: editable ? 'Blocked' : 'Status',
    cell: (cell) => {
      const entry = cell.row.original;
      if (!editable) {
        return entry.blocked ? <Badge colorPalette="red">Blocked</Badge> : <Badge colorPalette="green">Allowed</Badge>;
      }
      return (
        <Switch.Root
          colorPalette="red"
          checked={entry.blocked}
          disabled={save.isPending}
          onCheckedChange={(details) => toggle(entry, details.checked)}
        >
          <Switch.HiddenInput aria-label={`Block ${entry.name}`} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
      );
    },
  });
  return (
    <>
      {blocklist.isError ? (
        <LoadFailure message={LOAD_FAILURE} onRetry={() => void blocklist.refetch()} />
      ) : blocklist.data ? (
        <DataTable
          label="Embedders"
          columns={[nameColumn, stateColumn]}
          rows={blocklist.data.embedders}
          rowKey={(entry) => String(entry.embedderId)}
          emptyMessage="No embedders yet."
        />
      ) : (
        <Skeleton height="24" />
      )}
    </>
  );
}
