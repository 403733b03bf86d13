import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { rowActionsMenuMessages as m } from './messages/row-actions-menu.ts';
import { type Words, wordsNode } from './words.ts';

/** What a confirmation asks before a row action runs (002 §5 confirmation modals). */
export interface RowActionConfirmation {
  readonly title: string;
  readonly description?: ReactNode;
  /** The confirm button, naming the action ("Reset password"). */
  readonly label: Words;
}

/** One item of a row's ⋮ menu, declared once: its words, when it shows, whether it asks first, what it does. */
export interface RowAction<Row> {
  readonly value: string;
  readonly label: Words | ((row: Row) => Words);
  /** Shown for every row when left out. */
  readonly shown?: (row: Row) => boolean;
  /** Asks first when given; the action runs only on the dialog's confirm. */
  readonly confirm?: (row: Row) => RowActionConfirmation;
  readonly run: (row: Row) => void;
}

export interface RowActionsMenuOptions<Row> {
  readonly actions: readonly RowAction<Row>[];
  /** The row's name for screen readers: "Actions for {name}". */
  readonly nameOf: (row: Row) => string;
}

interface Asking<Row> {
  readonly action: RowAction<Row>;
  readonly row: Row;
}

const labelOf = <Row,>(action: RowAction<Row>, row: Row): Words =>
  typeof action.label === 'function' ? action.label(row) : action.label;

/**
 * A list row's ⋮ menu of declared actions with their confirmations: `menu(row)` goes in the row's actions column,
 * `dialog` once in the page. The actions' own mutations report with the configuration toasts (kit/toasts.ts).
 */
export function useRowActionsMenu<Row>({ actions, nameOf }: RowActionsMenuOptions<Row>) {
  const { formatMessage: t } = useIntl();
  const [asking, setAsking] = useState<Asking<Row> | null>(null);
  const choose = (action: RowAction<Row>, row: Row) => (action.confirm ? setAsking({ action, row }) : action.run(row));
  const menu = (row: Row) => (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t(m.actionsFor, { name: nameOf(row) })}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions
              .filter((action) => action.shown?.(row) ?? true)
              .map((action) => (
                <Menu.Item key={action.value} value={action.value} onClick={() => choose(action, row)}>
                  {wordsNode(labelOf(action, row))}
                </Menu.Item>
              ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
  const text = asking?.action.confirm?.(asking.row);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={text?.title ?? ''}
      description={text?.description}
      confirmLabel={text?.label}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        asking?.action.run(asking.row);
        setAsking(null);
      }}
    />
  );
  return { menu, dialog };
}
