import type { Hono } from 'hono';
import { getOpenerOrigins } from '../../api/opener.ts';
import { embedderCustomDomains } from '../db/queries/embedders.ts';
import { enabledSiteKeyOrigins } from '../db/queries/site-keys.ts';
import type { AppEnv } from '../http/context.ts';
import { customDomainOrigin } from '../http/embedder-origins.ts';
import { route } from '../http/register.ts';

export function registerOpenerRoutes(app: Hono<AppEnv>): void {
  route(app, getOpenerOrigins, async ({ params, c }) => {
    // The consumer marketplace is what embedders open from their sites; the consoles are opened only by the app
    // itself (same origin, no handshake).
    if (params.realm !== 'consumer') return { origins: [] };
    const db = c.get('deps').db;
    const domains = (await embedderCustomDomains(db)).map(customDomainOrigin).filter((origin) => origin !== null);
    // Plus every ENABLED site key's approved origins (stored normalised): disabling a key withdraws them.
    const siteKeys = await enabledSiteKeyOrigins(db);
    return { origins: [...new Set([...domains, ...siteKeys])] };
  });
}
