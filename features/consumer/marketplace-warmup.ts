import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { afterFirstPaint } from '../../ui/after-first-paint.ts';
import { consentsQuery } from './consents-query.ts';
import { consumerQuery, offersQuery, themeQuery, WORKFLOW_NAMES, workflowQuery } from './entry-queries.ts';

/** The marketplace shell's chunk (the same module app/consumer-routes.tsx loads lazily). */
export const loadConsumerShell = () => import('./marketplace/consumer-shell.tsx');

/**
 * Starts, side by side, what the signed-in marketplace's first screen waits for: the calls its header and workflow
 * router make (consumer, theme; workflow definition, offers), into the same query cache they read. Without this they
 * went one after another: the shell chunk, then the workflow lookup, then offers and consumer (issue 17: the
 * marketplace's request waterfall). A failure here is left to the screen's own query, which asks again.
 * The workflow definition and the offers are asked for once the page has painted (at once on a page reached inside
 * the app), beside the screen's chunk (consumer-shell.tsx): the screen mounts only then, and asked for before,
 * they shared a phone's link with what the first paint waits for (decision 0814).
 * Resolves once the consent request's call has answered or failed: what the shell's first paint waits for.
 */
export function warmMarketplace(
  queryClient: QueryClient,
  client: ApiClient,
  prefix: keyof typeof WORKFLOW_NAMES,
): Promise<void> {
  void queryClient.prefetchQuery(consumerQuery(client));
  void queryClient.prefetchQuery(themeQuery(client));
  afterFirstPaint(() => {
    void queryClient.prefetchQuery(workflowQuery(client, WORKFLOW_NAMES[prefix]));
    void queryClient.prefetchQuery(offersQuery(client));
  });
  return warmConsents(queryClient, client);
}

/**
 * The consent request's call, which sits above every signed-in page (often the page's largest text): started on
 * entering, not once the shell has rendered; resolves once it has answered or failed.
 */
export const warmConsents = (queryClient: QueryClient, client: ApiClient): Promise<void> =>
  queryClient.prefetchQuery(consentsQuery(client));
