import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { listProductEligibility } from '../../../api/product-eligibility.ts';
import { endpointQuery } from '../../../api/query-options.ts';

/** The lender's products with their eligibility (GET /fi/{fiId}/productEligibility lists every one of them). */
export const lenderProductsQuery = (client: ApiClient, fiId: number) =>
  endpointQuery(client, listProductEligibility, { params: { fiId } });

/** The lender's products, for pickers: id and name. */
export function useLenderProducts(client: ApiClient, fiId: number) {
  return useQuery({
    ...lenderProductsQuery(client, fiId),
    select: (rows) => rows.map((row) => ({ value: row.productId, label: row.productName })),
  });
}
