import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { Session } from '../../api/session.ts';
import { currentTotp } from '../../server/auth/totp.ts';
import type { Db } from '../../server/db/pool.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed.ts';

interface RequestingApp {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
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
  const second = await post({ ...body, mfaToken: first.mfaToken, totp: currentTotp(DEMO_ADMIN_TOTP_SECRET) });
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

/** The newest audit row of an action: what the material report would show for the last change. */
export async function latestAudit(db: Db, action: string) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt));
  return row;
}
