import type { ApiClient } from '../../../api/client.ts';
import type { LookupList } from '../../../api/lookup-list.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import type { Session } from '../../../api/session.ts';
import { MAX_LOOKUP_VALUES } from '../../../domain/validation/lookup-list.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import type { PagedListSource } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import type { LookupListSearch } from './lookup-list-search.ts';

// The queries of a lookup-list page, for its screen and its loader (lookup-list-pages.ts): built once here so the
// loader fills the very cache entry the screen reads.

/** The kit table's list: one page of the lookup list under the URL's page, sort and filters. */
export const lookupListSource = (
  list: LookupList,
  client: ApiClient,
  fiId: number,
  search: ListSearch,
): PagedListSource<LookupList['endpoints']['list']> => ({
  endpoint: list.endpoints.list,
  client,
  params: { fiId },
  search,
});

/** Every value at once (a list holds at most MAX_LOOKUP_VALUES), under the list's key so a save refreshes it. */
export const lookupValuesQuery = (list: LookupList, client: ApiClient, fiId: number) =>
  endpointQuery(
    client,
    list.endpoints.list,
    { params: { fiId }, query: { size: MAX_LOOKUP_VALUES } },
    { suppressServerErrorRedirect: true },
  );

/** The panel the page shows: a Read-only user who follows an editing link sees the list. */
export const lookupPanelOf = (session: Session, mode: LookupListSearch['mode']) =>
  can(session, 'generalSetup') ? mode : undefined;
