import { Button, IconButton } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { rowActionsMessages as m } from './messages/row-actions.ts';
import { linkProps, type RouteLink } from './route-link.ts';
import { useConfigMutation } from './toasts.ts';
import { type Content, said } from './words.ts';

/** The pencil of a list row: a link to the row's edit page, named for screen readers. */
export function EditRowLink({ label, link }: { label: string; link: RouteLink }) {
  return (
    <IconButton asChild size="xs" variant="ghost" aria-label={label}>
      <Link {...linkProps(link)}>
        <LuPencil />
      </Link>
    </IconButton>
  );
}

/**
 * A list's row actions when they are only the pencil: `rowActions={editable ? editLinks(labelOf, linkOf) : undefined}`,
 * the label naming the row ("Edit Acme") and the link its edit page.
 */
export const editLinks =
  <Row,>(labelOf: (row: Row) => string, linkOf: (row: Row) => RouteLink) =>
  (row: Row): ReactNode => <EditRowLink label={labelOf(row)} link={linkOf(row)} />;

/**
 * A list's row actions when they are the pencil and the bin: `remove` is the page's `useDeleteAction`, and a row
 * `deletable` says no to (a stipulation still in use) shows the pencil alone.
 */
export const editAndDeleteLinks =
  <Row,>(
    labelOf: (row: Row) => string,
    linkOf: (row: Row) => RouteLink,
    remove: { readonly button: (row: Row) => ReactNode },
    deletable: (row: Row) => boolean = () => true,
  ) =>
  (row: Row): ReactNode => (
    <>
      <EditRowLink label={labelOf(row)} link={linkOf(row)} />
      {deletable(row) ? remove.button(row) : null}
    </>
  );

/** A link drawn as a small brand button (a card's "View summary"); `variant` solid for the card's main step. */
export function LinkButton({
  children,
  link,
  variant = 'outline',
}: {
  children: ReactNode;
  link: RouteLink;
  variant?: 'solid' | 'outline' | 'plain' | undefined;
}) {
  return (
    <Button asChild size="sm" variant={variant} colorPalette="brand" alignSelf="flex-start">
      <Link {...linkProps(link)}>{children}</Link>
    </Button>
  );
}

/** A list's "Add …" button in its page header: a link to the new-item page ("Add branch", "New API key"). */
export function AddLink({ children, link }: { children: ReactNode; link: RouteLink }) {
  return (
    <LinkButton link={link} variant="solid">
      <LuPlus aria-hidden="true" /> {children}
    </LinkButton>
  );
}

export interface DeleteActionOptions<Row> {
  /**
   * The entity's word, a message of the screen's catalogue (`branch: 'branch'`), lower case as in mid-sentence:
   * "Delete branch", "Deleting the branch…", "Branch deleted".
   */
  readonly noun: MessageDescriptor;
  readonly nameOf: (row: Row) => string;
  readonly mutationFn: (row: Row) => Promise<unknown>;
  readonly invalidate: QueryKey[];
  /** What deleting means, shown in the confirmation. */
  readonly description?: Content;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Delete from a list row, confirmed first (002 §5 confirmation modals) and reported with the configuration toasts:
 * `button(row)` goes in the row's actions, `dialog` once in the page.
 */
export function useDeleteAction<Row>(options: DeleteActionOptions<Row>) {
  const { formatMessage: t } = useIntl();
  const noun = t(options.noun);
  const [target, setTarget] = useState<Row | null>(null);
  const remove = useConfigMutation({
    mutationFn: options.mutationFn,
    toasts: {
      // {Noun}: the noun as a sentence starts; the screens give one lower-case word ("branch").
      pending: said(m.deleting, { noun }),
      success: said(m.deleted, { Noun: capitalised(noun) }),
      error: said(m.notDeleted, { noun }),
    },
    invalidate: options.invalidate,
  });
  const button = (row: Row) => (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={t(m.deleteRow, { name: options.nameOf(row) })}
      loading={remove.isPending && remove.variables === row}
      onClick={() => setTarget(row)}
    >
      <LuTrash2 />
    </IconButton>
  );
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t(m.deleteTitle, {
        name: target === null ? t(m.theNoun, { noun }) : options.nameOf(target),
      })}
      description={options.description}
      confirmLabel={t(m.deleteNoun, { noun })}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        if (target !== null) remove.mutate(target);
        setTarget(null);
      }}
    />
  );
  return { button, dialog };
}
