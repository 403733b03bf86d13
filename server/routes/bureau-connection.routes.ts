import type { Hono } from 'hono';
import type * as v from 'valibot';
import * as api from '../../api/bureau-connection.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import {
  bureauConnectionFromEnv,
  maskedBureauConnection,
  saveBureauConnection,
  storedBureauConnection,
} from '../processing/bureau-connection.ts';
import { testBureauConnection } from '../processing/bureau-link.ts';
import { BureauLinkError } from '../processing/bureau-sftp.ts';

type Deps = Pick<AppDeps, 'db' | 'encryptionKey' | 'sandboxBureau'>;

/** The connection in use and its source, secrets masked. */
async function view(deps: Deps): Promise<api.BureauConnectionView> {
  const sandboxEndpoint = deps.sandboxBureau !== undefined;
  const stored = await storedBureauConnection(deps.db, deps.encryptionKey);
  if (stored) return { source: 'settings', sandboxEndpoint, connection: maskedBureauConnection(stored) };
  const fromEnv = bureauConnectionFromEnv();
  return fromEnv
    ? { source: 'environment', sandboxEndpoint, connection: maskedBureauConnection(fromEnv) }
    : { source: 'sandbox', sandboxEndpoint, connection: null };
}

async function tryConnection(deps: Deps): Promise<v.InferOutput<typeof api.BureauConnectionTest>> {
  const connection = (await storedBureauConnection(deps.db, deps.encryptionKey)) ?? bureauConnectionFromEnv();
  if (!connection) return { ok: true, problem: null, message: 'No bureau is set: the sandbox bureau answers' };
  try {
    const found = await testBureauConnection(connection);
    return {
      ok: true,
      problem: null,
      message: `Connected: ${found.upload} file(s) in the upload directory, ${found.answers} in the answer directory`,
    };
  } catch (error) {
    if (error instanceof BureauLinkError) return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
}

/** The processing settings' bureau connection (issue 29 item 1). */
export function registerBureauConnectionRoutes(app: Hono<AppEnv>): void {
  route(app, api.getBureauConnection, async ({ c }) => view(c.get('deps')));

  route(app, api.saveBureauConnection, async ({ c, body, audit }) => {
    const deps = c.get('deps');
    const before = await view(deps);
    await saveBureauConnection(deps.db, deps.encryptionKey, body);
    const after = await view(deps);
    // Masked on both sides: the audit log never holds a secret.
    audit.record({ entityId: 'bureau', entityName: 'Credit bureau', oldValue: before, newValue: after });
    return after;
  });

  /** A failed test is an answer, not an error: the page shows the reason beside the button (and the audit keeps it). */
  route(app, api.testBureauConnection, async ({ c, audit }) => {
    const deps = c.get('deps');
    const outcome = await tryConnection(deps);
    audit.record({ entityId: 'bureau', entityName: 'Credit bureau', oldValue: null, newValue: outcome });
    return outcome;
  });

  route(app, api.getSandboxBureauConnection, async ({ c }) => {
    const sandbox = c.get('deps').sandboxBureau;
    return { connection: sandbox ? await sandbox.connection() : null };
  });
}
