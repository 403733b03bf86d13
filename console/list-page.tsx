import type { ReactNode } from 'react';
import type { Endpoint } from '../api/endpoint.ts';
import type { ConsolePageProps } from '../kit/console-page.ts';
import type { ListSearch } from '../kit/list-search.ts';
import type { ParamsOf } from '../kit/paged-list.ts';
import { PagedTable, type PagedTableProps } from '../kit/paged-table.tsx';
import { can } from '../kit/permission.ts';
import type { RouteLink } from '../kit/route-link.ts';
import { AddLink } from '../kit/row-actions.tsx';
import { type Content, contentNode, useWords, type Words, wordsNode } from '../kit/words.ts';
import { PageHeader } from '../ui/page-header.tsx';

/** What a list screen declares; the client, URL search and tenant come from its route. */
export interface ListSpec<E extends Endpoint>
  extends Omit<PagedTableProps<E>, 'client' | 'search' | 'onSearchChange' | 'params'> {
  readonly title: Words;
  readonly description: Content;
  /** The header's Add link, shown to a user who may write `area`. */
  readonly add?: { readonly label: Words; readonly link: RouteLink; readonly area: string } | undefined;
  /** The endpoint's path parameters from the page's tenant (an embedder's list: `{ embedderId }`). */
  readonly params?: ((page: ConsolePageProps<ListSearch>) => ParamsOf<E>) | undefined;
}

/**
 * A list page's component. Declared on each page's const: the page tables' route types are made from the pages, and
 * a page whose type were inferred from a spec holding a typed link would reference its own type.
 */
export type ListPageComponent = (page: ConsolePageProps<ListSearch>) => ReactNode;

/**
 * A console page that is a list and nothing more: its header (title, description, Add link) over the kit's paged
 * table. A list with row actions that need hooks (a delete dialog) keeps a component of its own.
 */
export function listPage<E extends Endpoint>({
  title,
  description,
  add,
  params,
  ...table
}: ListSpec<E>): ListPageComponent {
  return function List(page: ConsolePageProps<ListSearch>) {
    const say = useWords();
    return (
      <>
        <PageHeader
          title={say(title)}
          description={contentNode(description)}
          actions={
            add && can(page.session, add.area) ? <AddLink link={add.link}>{wordsNode(add.label)}</AddLink> : null
          }
        />
        <PagedTable
          {...table}
          client={page.client}
          params={params?.(page)}
          search={page.search}
          onSearchChange={page.navigateSearch}
        />
      </>
    );
  };
}
