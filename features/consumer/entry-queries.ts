import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getCurrentConsumer, listOffers } from '../../api/consumer-parts/entry.ts';
import { getConsumerTheme, getSiteKeyTheme } from '../../api/consumer-theme.ts';
import { endpointKey, endpointQuery } from '../../api/query-options.ts';
import { getWorkflow } from '../../api/workflows.ts';

// The queries the app's entry starts (the sign-in page's site-key theme, the marketplace warm-up), in a module of
// their own: the entry then carries only these calls' API declarations, not every consumer screen's (issue 17).
// features/consumer/queries.ts re-exports them.

/** Each variant has its own named workflow (001 §4 named lookup); /further shows the splash, /consumer skips it. */
export const WORKFLOW_NAMES: Readonly<Record<'/consumer' | '/further', string>> = {
  '/consumer': 'consumer-marketplace',
  '/further': 'further-marketplace',
};

/** The variant's workflow definition (a failed lookup falls back to the built-in one: no retry, kept for good). */
export const workflowQuery = (client: ApiClient, name: string) =>
  queryOptions({
    ...endpointQuery(client, getWorkflow, { params: { name } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every consumer query key starts here, so a sign-out or a re-evaluation can drop them together. */
export const CONSUMER_KEY = ['consumer'] as const;

export const consumerQuery = (client: ApiClient) => endpointQuery(client, getCurrentConsumer, { scope: CONSUMER_KEY });

/** Offers: the browser revalidates with the server's ETag, so refetching unchanged offers costs a 304. */
export const offersQuery = (client: ApiClient) =>
  queryOptions({ ...endpointQuery(client, listOffers, { scope: CONSUMER_KEY }), retry: false });

/** The theme of the embedder the consumer came from (null: Offerwell's own colours); it changes rarely. */
export const themeQuery = (client: ApiClient) =>
  queryOptions({
    ...endpointQuery(client, getConsumerTheme, { scope: CONSUMER_KEY }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The theme a QR link's site key names (api/site-keys.ts getSiteKeyTheme), for the signed-out landing: null for an
 * unknown or disabled key, and null too when the call fails (the default look, never an error page).
 */
export const siteKeyThemeQuery = (client: ApiClient, siteKey: string) =>
  queryOptions({
    // Its own fetcher (the theme alone, null on failure): a key of its own beside the endpoint's.
    queryKey: endpointKey(getSiteKeyTheme, { siteKey }, { theme: true }),
    queryFn: async () => {
      try {
        return (await client.call(getSiteKeyTheme, { params: { siteKey } })).theme;
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
