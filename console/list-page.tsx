import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Endpoint } from '../api/endpoint.ts';
import type { ConsolePageProps } from '../kit/console-page.ts';
import type { ListSearch } from '../kit/list-search.ts';
import { listQueryKey, type ParamsOf, type RowOf } from '../kit/paged-list.ts';
import { PagedTable, type PagedTableProps } from '../kit/paged-table.tsx';
import { can } from '../kit/permission.ts';
import type { RouteLink } from '../kit/route-link.ts';
import { AddLink, editAndDeleteLinks, editLinks, useDeleteAction } from '../kit/row-actions.tsx';
import { type Content, contentNode, useWords, type Words, wordsNode } from '../kit/words.ts';
import { PageHeader } from '../ui/page-header.tsx';

/** A list's "Add …" link in its page header. */
export interface ListAdd {
  readonly label: Words;
  readonly link: RouteLink;
}

/** The page a list stands on: its client and URL search, from the route. */
type ListPageOf = Pick<ConsolePageProps<ListSearch>, 'client' | 'search' | 'navigateSearch'>;

export interface ListPageProps<E extends Endpoint>
  extends Omit<PagedTableProps<E>, 'client' | 'search' | 'onSearchChange'> {
  readonly page: ListPageOf;
  readonly title: Words;
  readonly description: Content;
  /**
   * Whether the user may change the list: only then the header's Add link and actions, the panel and the row
   * actions are shown (a reader sees the table alone).
   */
  readonly writable: boolean;
  readonly add?: ListAdd | undefined;
  /** Further header actions beside the Add link ("Import CSV", an in-place editor's Add button). */
  readonly headerActions?: ReactNode;
  /** Between the header and the table: an in-place editor's panel. */
  readonly panel?: ReactNode;
  /** After the table: a delete action's dialog. */
  readonly dialog?: ReactNode;
}

/**
 * A console list screen: its header (title, description, the writer's Add link and actions) over the kit's paged
 * table, bound to the page's client and URL search. A page with hooks (a delete dialog, an in-place editor) renders
 * this with their parts; a page without declares a spec for `listPage`.
 */
export function ListPage<E extends Endpoint>({
  page,
  title,
  description,
  writable,
  add,
  headerActions,
  panel,
  dialog,
  rowActions,
  ...table
}: ListPageProps<E>) {
  const say = useWords();
  const actions =
    writable && (add || headerActions) ? (
      <>
        {headerActions}
        {add ? <AddLink link={add.link}>{wordsNode(add.label)}</AddLink> : null}
      </>
    ) : null;
  return (
    <>
      <PageHeader title={say(title)} description={contentNode(description)} actions={actions} />
      {writable ? panel : null}
      <PagedTable
        {...table}
        client={page.client}
        search={page.search}
        onSearchChange={page.navigateSearch}
        rowActions={writable ? rowActions : undefined}
      />
      {dialog}
    </>
  );
}

/** What a list screen declares; the client, URL search and tenant come from its route. */
export interface ListSpec<E extends Endpoint>
  extends Omit<PagedTableProps<E>, 'client' | 'search' | 'onSearchChange' | 'params' | 'rowActions'> {
  readonly title: Words;
  readonly description: Content;
  /** The header's Add link, shown to a user who may write `area`; the other header actions and the rows' pencil and bin too. */
  readonly add?: (ListAdd & { readonly area: string }) | undefined;
  /** Further header actions beside the Add link ("Import CSV"). */
  readonly headerActions?: ReactNode;
  /** The endpoint's path parameters from the page's tenant (an embedder's list: `{ embedderId }`). */
  readonly params?: ((page: ConsolePageProps<ListSearch>) => ParamsOf<E>) | undefined;
  /** A row's own actions (everyone's when the list has no Add link); with `edit`, the pencil takes their place. */
  readonly rowActions?: ((row: RowOf<E>) => ReactNode) | undefined;
  /** Each row's pencil: a link to its edit page, named by `label` with the row's `{name}` ("Edit Acme"). */
  readonly edit?: ListEdit<RowOf<E>> | undefined;
  /** Each row's bin beside the pencil: the delete, confirmed first; the list is refreshed after it. */
  readonly remove?: ListRemove<RowOf<E>> | undefined;
}

/** A list row's pencil (see `ListSpec.edit`). */
export interface ListEdit<Row> {
  readonly label: MessageDescriptor;
  /** The row's name in the pencil's label and the bin's ("Delete Acme"). */
  readonly nameOf: (row: Row) => string;
  readonly link: (row: Row) => RouteLink;
}

/** A list row's bin (see `ListSpec.remove`, `useDeleteAction`). */
export interface ListRemove<Row> {
  /** The entity's word, lower case as in mid-sentence ("branch"). */
  readonly noun: MessageDescriptor;
  /** What deleting means, shown in the confirmation. */
  readonly description: Content;
  /** Deletes the row with the page's client and tenant. */
  readonly call: (page: ConsolePageProps<ListSearch>, row: Row) => Promise<unknown>;
  /** A row this says no to (a stipulation still in use) shows the pencil alone. */
  readonly deletable?: ((row: Row) => boolean) | undefined;
}

/**
 * A list page's component. Declared on each page's const: the page tables' route types are made from the pages, and
 * a page whose type were inferred from a spec holding a typed link would reference its own type.
 */
export type ListPageComponent = (page: ConsolePageProps<ListSearch>) => ReactNode;

/**
 * A console page that is a list with the declared pencil and bin on its rows: `ListPage` from a spec, with no hooks of
 * its own but the delete's.
 */
export function listPage<E extends Endpoint>({ add, params, edit, remove, ...spec }: ListSpec<E>): ListPageComponent {
  type Row = RowOf<E>;
  const render = (page: ConsolePageProps<ListSearch>, rowActions: ListSpec<E>['rowActions'], dialog?: ReactNode) => {
    // Without an Add link nothing is a writer's alone (a spec's row actions are everyone's).
    const writable = add ? can(page.session, add.area) : true;
    return (
      <ListPage
        {...spec}
        page={page}
        params={params?.(page)}
        writable={writable}
        add={add}
        rowActions={rowActions}
        dialog={dialog}
      />
    );
  };
  if (!edit) return (page) => render(page, spec.rowActions);
  const useEditLabel = () => {
    const { formatMessage: t } = useIntl();
    return (row: Row) => t(edit.label, { name: edit.nameOf(row) });
  };
  if (!remove)
    return function EditableList(page) {
      return render(page, editLinks(useEditLabel(), edit.link));
    };
  return function EditableList(page) {
    const labelOf = useEditLabel();
    const bin = useDeleteAction<Row>({
      noun: remove.noun,
      nameOf: edit.nameOf,
      mutationFn: (row) => remove.call(page, row),
      invalidate: [listQueryKey(spec.endpoint)],
      description: remove.description,
    });
    return render(page, editAndDeleteLinks(labelOf, edit.link, bin, remove.deletable), bin.dialog);
  };
}
