import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { getLender } from '../../../api/lenders.ts';

/** The lender the page's `$lenderId` names (GET /fi/{fiId}); NaN ids are left to the server's 400. */
export function useLender(client: ApiClient, lenderId: string) {
  const fiId = Number(lenderId);
  return useQuery({
    queryKey: [getLender.path, fiId],
    queryFn: ({ signal }) => client.call(getLender, { params: { fiId }, signal, suppressServerErrorRedirect: true }),
  });
}

export const LENDER_LOAD_FAILURE = 'There was an error getting the lender';
