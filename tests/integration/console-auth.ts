import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { Session } from '../../api/session.ts';
import { currentTotp, TOTP_PERIOD_SECONDS, totpStep } from '../../server/auth/totp.ts';
import type { Db } from '../../server/db/pool.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed.ts';

interface RequestingApp {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}

// The server refuses a TOTP code of a time step it already accepted for the user (issue 17) and accepts one step
// either side of its own clock. Per app (each test file has its own database), remember the last step used: a
// sign-in takes the current step or, when that is used, the next one; only a third within one step waits.
const usedSteps = new WeakMap<object, number>();

/** The demo admin's code for a time step not used yet on this app (waits for the clock only when it must). */
export async function adminTotp(app: object): Promise<string> {
  for (;;) {
    const now = totpStep();
    const step = Math.max(now, (usedSteps.get(app) ?? 0) + 1);
    if (step <= now + 1) {
      usedSteps.set(app, step);
      return currentTotp(DEMO_ADMIN_TOTP_SECRET, step * TOTP_PERIOD_SECONDS * 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 50));
  }
}

/** Signs a demo console user in (with the admin's second factor) and answers the bearer token. */
export async function signInAs(app: RequestingApp, username: string, tenantCode?: string): Promise<string> {
  const user = DEMO_USERS.find((demo) => demo.username === username);
  if (!user && !tenantCode) throw new Error(`No demo user ${username}`);
  const realm = user?.realm ?? 'embedder';
  const body = { realm, user: username, password: DEMO_PASSWORD, tenant: tenantCode ?? user?.tenantCode ?? undefined };
  const post = (payload: object) =>
    app.request('/api/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  const first = v.parse(Session, await (await post(body)).json());
  if (!first.mfaToken) return first.jwt ?? '';
  const second = await post({ ...body, mfaToken: first.mfaToken, totp: await adminTotp(app) });
  return v.parse(Session, await second.json()).jwt ?? '';
}

/** A request with a bearer token and, when given, a JSON body. */
export function authed(method: string, token: string, body?: unknown): RequestInit {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body === undefined) return { method, headers };
  return { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A multipart upload of one file under a form field. */
export function upload(token: string, field: string, file: File, method = 'POST'): RequestInit {
  const form = new FormData();
  form.set(field, file);
  return { method, headers: { authorization: `Bearer ${token}` }, body: form };
}

/** The audit rows of an action (of one entity, when named), newest first. */
export const auditsOf = (db: Db, action: string, entityId?: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId === undefined ? undefined : eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));

/** The newest audit row of an action (of one entity, when named): what the material report shows of it. */
export async function latestAudit(db: Db, action: string, entityId?: string) {
  const [row] = await auditsOf(db, action, entityId);
  return row;
}
