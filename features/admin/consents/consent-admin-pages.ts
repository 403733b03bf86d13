import * as v from 'valibot';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPage } from '../../../kit/lazy-page.ts';

const ConsentsPage = lazyPage(() => import('./consents-page.tsx').then((m) => ({ default: m.ConsentsPage })));

/** The consumer consent lookup (decision 0611): reports readers, since the records are compliance evidence. */
export const consentsPage = defineConsolePage({
  path: 'consents',
  title: 'Consumer consents',
  permission: needs('reports', 'read'),
  validateSearch: v.object({ consumer: v.optional(v.string()) }),
  component: ConsentsPage,
});
