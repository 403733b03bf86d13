import type { Hono } from 'hono';
import { health } from '../../api/session.ts';
import { pingDatabase } from '../db/queries/health.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';

export function registerHealthRoutes(app: Hono<AppEnv>): void {
  route(app, health, async ({ c }) => {
    try {
      await pingDatabase(c.get('deps').db);
    } catch (error) {
      c.get('deps').logger.error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, 'INTERNAL_ERROR', 'The database is unreachable');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
