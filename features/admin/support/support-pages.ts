import * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { lookupConsumerTrace } from '../../../api/offer-trace.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { lookupLoader } from '../../../kit/lookup-search.ts';
import { supportSupportPagesMessages as words } from '../messages/support-support-pages.ts';

const { ConsumerLookupPage } = lazyPages(() => import('./consumer-lookup-page.tsx'));

export const ConsumerLookupSearch = v.object({ accessCode: v.optional(v.pipe(v.string(), v.maxLength(40))) });
export type ConsumerLookupSearch = v.InferOutput<typeof ConsumerLookupSearch>;

/** The lookup of one access code: the page's query and its loader's. */
export const consumerLookupQuery = (client: ApiClient, accessCode: string) =>
  endpointQuery(client, lookupConsumerTrace, { query: { accessCode } });

/** Support's consumer lookup (issue 33): a consumer by access code, every product's replayed rule trace. */
export const consumerLookupPage = defineConsolePage({
  path: 'consumerLookup',
  title: words.consumerLookup,
  permission: needs('campaigns', 'read'),
  validateSearch: ConsumerLookupSearch,
  // An unknown access code is the page's own message.
  loader: lookupLoader((search) => search.accessCode, consumerLookupQuery),
  component: ConsumerLookupPage,
});
