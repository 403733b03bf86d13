import type { Hono } from 'hono';
import { listOutbox, OUTBOX_FIELDS } from '../../api/outbox.ts';
import { outboxList } from '../db/queries/mail.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route } from '../http/register.ts';

const CSV_COLUMNS = { createdAt: 'Sent', channel: 'Channel', to: 'To', subject: 'Subject', body: 'Body' };

/**
 * The sandbox outbox for admins only (the endpoint's scope and users/read permission). It replaced the public
 * GET /api/dev/outbox, which showed every passcode and reset link to anyone (issue 17).
 */
export function registerOutboxRoutes(app: Hono<AppEnv>): void {
  route(app, listOutbox, async ({ query, scope, db }) =>
    pagedList({ fields: OUTBOX_FIELDS, ...outboxList(db, scope), csvName: 'outbox', csvColumns: CSV_COLUMNS }, query),
  );
}
