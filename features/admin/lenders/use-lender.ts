import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { getLender } from '../../../api/lenders.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { lendersUseLenderMessages } from '../messages/lenders-use-lender.ts';

/** The lender the page's `$lenderId` names (GET /fi/{fiId}); NaN ids are left to the server's 400. */
export function useLender(client: ApiClient, lenderId: string) {
  return useQuery(lenderQuery(client, lenderId));
}

/** For the hook and the lender pages' loaders (features/admin/lenders/lender-admin-pages.ts). */
export const lenderQuery = (client: ApiClient, lenderId: string) =>
  endpointQuery(client, getLender, { params: { fiId: Number(lenderId) } }, { suppressServerErrorRedirect: true });

/** The lender pages' load failure (002 §8), a message of the catalogue. */
export const LENDER_LOAD_FAILURE = lendersUseLenderMessages.loadFailure;
