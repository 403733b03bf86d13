import { getProfile } from '../../api/account.ts';
import type { ApiClient } from '../../api/client.ts';
import { endpointQuery } from '../../api/query-options.ts';
import type { Session } from '../../api/session.ts';
import type { ConsolePageLoaderContext } from '../../kit/console-page.ts';

/** The signed-in user's profile, keyed by realm and user (one browser may hold several consoles' sessions). */
export const profileQuery = (client: ApiClient, session: Pick<Session, 'realm' | 'userId'>) =>
  endpointQuery(client, getProfile, { scope: ['account', session.realm, session.userId ?? ''] });

/** The profile page's loader, the same in every console's page table. */
export const loadProfile = ({ client, session, queryClient }: ConsolePageLoaderContext) =>
  queryClient.ensureQueryData(profileQuery(client, session));
