import { lazy } from 'react';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';

const OutboxPage = lazy(() => import('./outbox-page.tsx').then((m) => ({ default: m.OutboxPage })));
const permission = needs('users', 'read');

/** The admin console's Outbox (issue 17): the sandbox mail only an admin reads. */
export const outboxPage = defineConsolePage({
  path: 'outbox',
  title: 'Outbox',
  permission,
  validateSearch: listSearchSchema,
  component: OutboxPage,
});
