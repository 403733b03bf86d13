import type { Hono } from 'hono';
import { listOutbox } from '../db/queries/mail.ts';
import type { AppEnv } from '../http/context.ts';

/** Development helpers, never mounted when NODE_ENV=production: the sandbox mail outbox. */
export function registerDevRoutes(app: Hono<AppEnv>): void {
  app.get('/dev/outbox', async (c) => c.json(await listOutbox(c.get('deps').db)));
}
