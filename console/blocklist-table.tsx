import { Badge, Switch } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { DataTable } from '../kit/data-table.tsx';
import type { LoadedQuery } from '../kit/page-loader.ts';
import { QueryGate } from '../kit/query-gate.tsx';
import { useConfigMutation } from '../kit/toasts.ts';
import { columnHeader, useWords, type Words } from '../kit/words.ts';
import { blocklistTableMessages as m } from './messages/blocklist-table.ts';

interface BlocklistEntry {
  readonly name: string;
  readonly blocked: boolean;
}

export interface BlocklistTableProps<T extends BlocklistEntry> {
  /** The table's accessible name and its first column's header: 'Embedders' / 'Embedder', 'Lenders' / 'Lender'. */
  readonly label: Words;
  readonly nameHeader: Words;
  readonly query: LoadedQuery<readonly T[]>;
  /** Saves the whole list (the ids blocked) and answers it as it now stands. */
  readonly save: (blockedIds: number[]) => Promise<readonly T[]>;
  readonly idOf: (entry: T) => number;
  readonly editable: boolean;
  /** A reader's word for a pair that is not blocked: 'Allowed', 'Shown'. */
  readonly openLabel: Words;
  readonly loadFailure: Words;
  readonly emptyMessage: Words;
}

/**
 * One side of the lender ↔ embedder blocklist (fi_embedder_blocklist): every counterpart with a switch for writers
 * (a flip saves the whole list at once) or a badge for readers. The lender's Embedder Blocklist and the admin's
 * embedder FI blocklist are this table over their own calls.
 */
export function BlocklistTable<T extends BlocklistEntry>(props: BlocklistTableProps<T>) {
  const { formatMessage: t } = useIntl();
  const say = useWords();
  const { label, nameHeader, query, save, idOf, editable, openLabel } = props;
  const { queryKey, load } = query;
  const queryClient = useQueryClient();
  const blocklist = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const saving = useConfigMutation({
    mutationFn: save,
    toasts: { pending: m.savingTheBlocklist, success: m.blocklistSaved, error: m.couldNotSaveTheBlocklist },
    onSuccess: (answer: readonly T[]) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  const toggle = (entry: T, blocked: boolean) => {
    const others = (blocklist.data ?? []).filter((e) => e.blocked && idOf(e) !== idOf(entry));
    saving.mutate([...others.map(idOf), ...(blocked ? [idOf(entry)] : [])]);
  };
  const column = createColumnHelper<T>();
  const columns = [
    column.display({ id: 'name', header: say(nameHeader), cell: (cell) => cell.row.original.name }),
    column.display({
      id: 'blocked',
      header: columnHeader(editable ? m.blocked : m.status),
      cell: (cell) => {
        const entry = cell.row.original;
        if (!editable) {
          return entry.blocked ? (
            <Badge colorPalette="red">{t(m.blocked)}</Badge>
          ) : (
            <Badge colorPalette="green">{say(openLabel)}</Badge>
          );
        }
        return (
          <Switch.Root
            colorPalette="red"
            checked={entry.blocked}
            disabled={saving.isPending}
            onCheckedChange={(details) => toggle(entry, details.checked)}
          >
            <Switch.HiddenInput aria-label={t(m.block, { name: entry.name })} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        );
      },
    }),
  ];
  return (
    <QueryGate query={blocklist} failure={props.loadFailure} skeletonHeight="24">
      {(data) => (
        <DataTable
          label={say(label)}
          size="md"
          columns={columns}
          rows={[...data]}
          rowKey={(entry) => String(idOf(entry))}
          emptyMessage={say(props.emptyMessage)}
        />
      )}
    </QueryGate>
  );
}
