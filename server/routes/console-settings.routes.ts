import type { Hono } from 'hono';
import { getConsoleSettings, updateConsoleSettings } from '../../api/console-settings.ts';
import { changesLockedLocalPriority, LOCAL_PRIORITY_LOCKED } from '../../domain/validation/console-settings.ts';
import { readConsoleSettings, writeConsoleSettings } from '../db/queries/console-settings.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

/** GET/PUT /fi/{fiId}/consoleSettings (002 §7), with 002 §6's rule on local priority. */
export function registerConsoleSettingsRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getConsoleSettings, async ({ scope, db }) => {
    return (await readConsoleSettings(db, scope)) ?? Promise.reject(notFound());
  });

  scopedRoute(app, updateConsoleSettings, async ({ body, scope, db, audit }) => {
    const before = await readConsoleSettings(db, scope, { lock: true });
    if (!before) throw notFound();
    if (changesLockedLocalPriority(before, body)) {
      throw new ApiError(400, 'VALIDATION_FAILED', LOCAL_PRIORITY_LOCKED, [
        { path: 'localPriority', message: LOCAL_PRIORITY_LOCKED },
      ]);
    }
    await writeConsoleSettings(db, scope, { settings: body });
    const after = { ...body, nationalPresence: before.nationalPresence };
    audit.record({ entityId: null, entityName: 'Console settings', oldValue: before, newValue: after });
    return after;
  });
}
