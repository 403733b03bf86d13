import * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { getConsumerConsents } from '../../../api/consents.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { lookupLoader } from '../../../kit/lookup-search.ts';
import { consentsConsentAdminPagesMessages as words } from '../messages/consents-consent-admin-pages.ts';

const { ConsentsPage } = lazyPages(() => import('./consents-page.tsx'));

/** One consumer's consent records (by id or access code): the card's query and the page loader's. */
export const consentsQuery = (client: ApiClient, consumer: string) =>
  endpointQuery(client, getConsumerConsents, { query: { consumer } });

/** The consumer consent lookup (decision 0611): reports readers, since the records are compliance evidence. */
export const consentsPage = defineConsolePage({
  path: 'consents',
  title: words.consumerConsents,
  permission: needs('reports', 'read'),
  validateSearch: v.object({ consumer: v.optional(v.string()) }),
  // An unknown consumer is the card's own message.
  loader: lookupLoader((search) => search.consumer, consentsQuery),
  component: ConsentsPage,
});
