import { Button, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ConfirmationAction } from '../domain/validation/confirmation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { rowActionsMenuMessages as m } from './messages/row-actions-menu.ts';
import { TypedConfirmationDialog } from './typed-confirmation.tsx';
import { type Content, type Words, wordsNode } from './words.ts';

/** What a confirmation asks before a row action runs (002 §5 confirmation modals). */
export interface RowActionConfirmation {
  readonly title: Words;
  readonly description?: Content;
  /** The confirm button, naming the action ("Reset password"). */
  readonly label: Words;
  /** A typed confirmation (002 §5): the confirm button enables once the action's word is typed ("DELETE"). */
  readonly kind?: ConfirmationAction | undefined;
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
  /** The button's colour where the actions show as buttons (`red` for a delete). */
  readonly palette?: 'red' | undefined;
}

/** How `buttons(row)` draws the actions: Chakra's button variant, and whether each names its row to a screen reader. */
export interface RowActionButtonsStyle {
  readonly variant: 'outline' | 'ghost';
  /** "Delete" reads "Delete Auto loan" to a screen reader, so a row's buttons are told apart. */
  readonly named: boolean;
}

export interface RowActionsMenuOptions<Row> {
  readonly actions: readonly RowAction<Row>[];
  /** The row's name for screen readers: "Actions for {name}". */
  readonly nameOf: (row: Row) => string;
  /** The style of `buttons(row)`; outline buttons named for their row when left out. */
  readonly buttonsStyle?: RowActionButtonsStyle | undefined;
}

interface Asking<Row> {
  readonly action: RowAction<Row>;
  readonly row: Row;
  /** Counts the confirmations asked, so a typed one starts with an empty field each time. */
  readonly id: number;
}

const labelOf = <Row,>(action: RowAction<Row>, row: Row): Words =>
  typeof action.label === 'function' ? action.label(row) : action.label;

const shownFor = <Row,>(actions: readonly RowAction<Row>[], row: Row) =>
  actions.filter((action) => action.shown?.(row) ?? true);

/** The confirmation asked: the plain dialog, or the typed one when the action names a word to type. */
function AskingDialog<Row>({ asking, onClose }: { asking: Asking<Row> | null; onClose: (confirmed: boolean) => void }) {
  const text = asking?.action.confirm?.(asking.row);
  if (text?.kind !== undefined) {
    const request = { kind: text.kind, title: text.title, description: text.description, confirmLabel: text.label };
    return <TypedConfirmationDialog key={asking?.id} request={request} onClose={onClose} />;
  }
  return (
    <ConfirmDialog
      open={asking !== null}
      title={text?.title ?? ''}
      description={text?.description}
      confirmLabel={text?.label}
      onCancel={() => onClose(false)}
      onConfirm={() => onClose(true)}
    />
  );
}

/**
 * A list row's declared actions with their confirmations: `menu(row)` (a ⋮ menu) or `buttons(row)` (a row of small
 * buttons) goes in the row's actions column, `dialog` once in the page. The actions' own mutations report with the
 * configuration toasts (kit/toasts.ts).
 */
export function useRowActionsMenu<Row>({ actions, nameOf, buttonsStyle }: RowActionsMenuOptions<Row>) {
  const { formatMessage: t } = useIntl();
  const [asking, setAsking] = useState<Asking<Row> | null>(null);
  const choose = (action: RowAction<Row>, row: Row) =>
    action.confirm ? setAsking({ action, row, id: (asking?.id ?? 0) + 1 }) : action.run(row);
  const style = buttonsStyle ?? { variant: 'outline', named: true };
  const buttons = (row: Row) => (
    <HStack gap="1" justify="flex-end">
      {shownFor(actions, row).map((action) => (
        <Button
          key={action.value}
          size="xs"
          variant={style.variant}
          colorPalette={action.palette}
          onClick={() => choose(action, row)}
        >
          {wordsNode(labelOf(action, row))}
          {style.named ? <Text srOnly> {nameOf(row)}</Text> : null}
        </Button>
      ))}
    </HStack>
  );
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
            {shownFor(actions, row).map((action) => (
              <Menu.Item key={action.value} value={action.value} onClick={() => choose(action, row)}>
                {wordsNode(labelOf(action, row))}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
  const dialog = (
    <AskingDialog
      asking={asking}
      onClose={(confirmed) => {
        if (confirmed) asking?.action.run(asking.row);
        setAsking(null);
      }}
    />
  );
  return { menu, buttons, dialog };
}
