import * as v from 'valibot';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPage } from '../../../kit/lazy-page.ts';

const ConsumerLookupPage = lazyPage(() =>
  import('./consumer-lookup-page.tsx').then((m) => ({ default: m.ConsumerLookupPage })),
);

export const ConsumerLookupSearch = v.object({ accessCode: v.optional(v.pipe(v.string(), v.maxLength(40))) });
export type ConsumerLookupSearch = v.InferOutput<typeof ConsumerLookupSearch>;

/** Support's consumer lookup (issue 33): a consumer by access code, every product's replayed rule trace. */
export const consumerLookupPage = defineConsolePage({
  path: 'consumerLookup',
  title: 'Consumer lookup',
  permission: needs('campaigns', 'read'),
  validateSearch: ConsumerLookupSearch,
  component: ConsumerLookupPage,
});
