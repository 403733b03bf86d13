import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { listLoans } from '../../api/consumer-parts/loans.ts';
import { CONSUMER_KEY } from './entry-queries.ts';

// What the entry needs (sign-in page, marketplace warm-up) is in entry-queries.ts, apart from the other calls' API
// declarations; re-exported here for the screens. One offer's calls (details, redeem journey) are in
// offer-queries.ts, off the marketplace shell's path.
export {
  CONSUMER_KEY,
  consumerQuery,
  offersQuery,
  siteKeyThemeQuery,
  themeQuery,
  WORKFLOW_NAMES,
  workflowQuery,
} from './entry-queries.ts';

import { endpointQuery } from '../../api/query-options.ts';

export const autoLoansQuery = (client: ApiClient) =>
  queryOptions({
    ...endpointQuery(client, listLoans, { query: { productCategory: 'AUTO' }, scope: CONSUMER_KEY }),
  });
