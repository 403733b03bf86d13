import { Badge, Skeleton, Stack, Switch } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { type FiBlocklistEntry, getFiBlocklist, updateFiBlocklist } from '../../../api/embedders.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { canEditEmbedders, embedderIdOf, useEmbedder } from './shared.ts';

const column = createColumnHelper<FiBlocklistEntry>();
const nameColumn = column.accessor('name', { header: 'Lender' });

/**
 * /admin/console/embedders/{embedderId}/fiBlocklist: the lenders this embedder's site does not show. The same pairs
 * as each lender's embedder blocklist, seen from the embedder's side; a switch saves the whole list.
 */
export function FiBlocklistPage({
  client,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const embedderId = embedderIdOf(params);
  const embedder = useEmbedder(client, embedderId);
  const editable = canEditEmbedders(session);
  const queryClient = useQueryClient();
  const queryKey = [getFiBlocklist.path, embedderId];
  const blocklist = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      client.call(getFiBlocklist, { params: { embedderId }, signal, suppressServerErrorRedirect: true }),
  });
  const save = useConfigMutation({
    mutationFn: (fiIds: number[]) => client.call(updateFiBlocklist, { params: { embedderId }, body: { fiIds } }),
    toasts: { pending: 'Saving the blocklist…', success: 'Blocklist saved', error: 'Could not save the blocklist' },
    onSuccess: (answer: { lenders: FiBlocklistEntry[] }) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  const toggle = (entry: FiBlocklistEntry, blocked: boolean) => {
    const others = (blocklist.data?.lenders ?? []).filter((e) => e.blocked && e.fiId !== entry.fiId);
    save.mutate([...others.map((e) => e.fiId), ...(blocked ? [entry.fiId] : [])]);
  };
  const stateColumn = column.accessor('blocked', {
    header: editable ? 'Blocked' : 'Status',
    cell: (cell) => {
      const entry = cell.row.original;
      if (!editable) {
        return entry.blocked ? <Badge colorPalette="red">Blocked</Badge> : <Badge colorPalette="green">Shown</Badge>;
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
    <Stack gap="6">
      <PageHeader
        title={embedder.data ? `${embedder.data.name}: lender blocklist` : 'Lender blocklist'}
        description="This embedder’s site does not show the offers of the lenders blocked here."
      />
      {blocklist.isError ? (
        <LoadFailure message="There was an error getting the lenders" onRetry={() => void blocklist.refetch()} />
      ) : blocklist.data ? (
        <DataTable
          label="Lenders"
          columns={[nameColumn, stateColumn]}
          rows={blocklist.data.lenders}
          rowKey={(entry) => String(entry.fiId)}
          emptyMessage="No lenders yet."
        />
      ) : (
        <Skeleton height="24" />
      )}
    </Stack>
  );
}
