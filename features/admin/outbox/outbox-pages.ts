import { listOutbox } from '../../../api/outbox.ts';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';
import { pagedListLoader } from '../../../kit/page-loader.ts';
import { outboxOutboxPagesMessages as words } from '../messages/outbox-outbox-pages.ts';

const { OutboxPage } = lazyPages(() => import('./outbox-page.tsx'));
const permission = needs('users', 'read');

/** The admin console's Outbox (issue 17): the sandbox mail only an admin reads. */
export const outboxPage = defineConsolePage({
  path: 'outbox',
  title: words.outbox,
  permission,
  validateSearch: listSearchSchema,
  // The table's own list (OutboxPage passes the same endpoint and search).
  loader: pagedListLoader(listOutbox),
  loadFailure: words.thereWasAnErrorGetting,
  component: OutboxPage,
});
