import type { ApiClient } from '../../../api/client.ts';
import { listLenders } from '../../../api/lenders.ts';
import type { OnboardingStatus } from '../../../domain/validation/financial-institution.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import type { PagedListSource } from '../../../kit/paged-list.ts';

/**
 * GET /fi with the tab's status as a fixed filter: one list behind the Lenders and Prospects tabs (002 §2). The
 * table and the page loader both build it here.
 */
export const lenderListSource = (
  status: OnboardingStatus,
  client: ApiClient,
  search: ListSearch,
): PagedListSource<typeof listLenders> => ({
  endpoint: listLenders,
  client,
  search,
  fixedFilters: [{ field: 'onboardingStatus', operator: 'EQUAL', value: status }],
});
