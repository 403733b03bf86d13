import type { Hono } from 'hono';
import { getSiteKeyTheme } from '../../api/consumer-theme.ts';
import {
  createSiteKey,
  deleteSiteKey,
  getSiteKey,
  listSiteKeys,
  SITE_KEY_FIELDS,
  updateSiteKey,
} from '../../api/site-keys.ts';
import { siteKeyLink } from '../../domain/marketplace/site-key-link.ts';
import { readEmbedderOptions, themeAnswer } from '../db/queries/embedders.ts';
import {
  auditValue,
  deleteSiteKeyRow,
  findSiteKey,
  insertSiteKey,
  siteKeyList,
  siteKeyTheme,
  updateSiteKeyRow,
} from '../db/queries/site-keys.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route, scopedRoute } from '../http/register.ts';

const noSiteKey = () => notFound('No such site key');

/** Embedder site keys (002 §3): list, view with the QR links, create, update, delete; and the landing's theme. */
export function registerSiteKeyRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listSiteKeys, async ({ query, scope, db }) => {
    const csvColumns = { name: 'Name', key: 'Key', enabled: 'Enabled', approvedOrigins: 'Approved origins' };
    return pagedList({ fields: SITE_KEY_FIELDS, ...siteKeyList(db, scope), csvName: 'site-keys', csvColumns }, query);
  });

  scopedRoute(app, getSiteKey, async ({ params, scope, db, c }) => {
    const siteKey = await findSiteKey(db, scope, { id: params.siteKeyId });
    if (!siteKey) throw noSiteKey();
    // The links come from PUBLIC_URL (deps.publicUrl), never from the request's Host or Origin.
    const { publicUrl } = c.get('deps');
    const { productTypes } = await readEmbedderOptions(db, scope);
    const productLinks = productTypes.map((productType) => ({
      productType,
      url: siteKeyLink(publicUrl, siteKey.key, productType),
    }));
    return { ...siteKey, productLinks };
  });

  scopedRoute(app, createSiteKey, async ({ body, scope, db, audit }) => {
    const siteKey = await insertSiteKey(db, scope, { fields: body });
    audit.record({ entityId: siteKey.id, entityName: siteKey.name, oldValue: null, newValue: auditValue(siteKey) });
    return siteKey;
  });

  scopedRoute(app, updateSiteKey, async ({ params, body, scope, db, audit }) => {
    const before = await findSiteKey(db, scope, { id: params.siteKeyId, lock: true });
    const after = before ? await updateSiteKeyRow(db, scope, { id: params.siteKeyId, fields: body }) : null;
    if (!before || !after) throw noSiteKey();
    audit.record({
      entityId: after.id,
      entityName: after.name,
      oldValue: auditValue(before),
      newValue: auditValue(after),
    });
    return after;
  });

  scopedRoute(app, deleteSiteKey, async ({ params, scope, db, audit }) => {
    const removed = await deleteSiteKeyRow(db, scope, { id: params.siteKeyId });
    if (!removed) throw noSiteKey();
    audit.record({ entityId: removed.id, entityName: removed.name, oldValue: auditValue(removed), newValue: null });
    return {};
  });

  route(app, getSiteKeyTheme, async ({ params, c }) => {
    const theme = await siteKeyTheme(c.get('deps').db, params.siteKey);
    return { theme: theme ? themeAnswer(theme) : null };
  });
}
