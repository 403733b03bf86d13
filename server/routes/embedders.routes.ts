import type { Hono } from 'hono';

import * as consumerThemeApi from '../../api/consumer-theme.ts';
import * as embeddersApi from '../../api/embedders.ts';
import { EMBEDDER_FIELDS, type FiBlocklistEntry } from '../../api/embedders.ts';
import { themeCss } from '../../domain/catalog/embedder-theme.ts';
import { EMBEDDER_MESSAGES } from '../../domain/validation/embedder.ts';
import { deleteEmbedder, embedderRemovalRefusal } from '../db/queries/embedder-removal.ts';
import {
  bumpConsumerOffers,
  consumerTheme,
  embedderCodeTaken,
  embedderList,
  embedderName,
  findEmbedder,
  insertEmbedder,
  lendersByNumber,
  lockFiBlocklist,
  readEmbedderOptions,
  readFiBlocklist,
  readTheme,
  replaceFiBlocklist,
  saveEmbedderOptions,
  saveTheme,
  themeAnswer,
  updateEmbedderRow,
} from '../db/queries/embedders.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route, scopedRoute } from '../http/register.ts';
import { refuseUnknownNumbers } from '../http/validation.ts';
import { removeTenant } from './tenant-removal.ts';

const noEmbedder = () => notFound('No such embedder');
const codeTaken = () =>
  new ApiError(400, 'VALIDATION_FAILED', EMBEDDER_MESSAGES.codeTaken, [
    { path: 'code', message: EMBEDDER_MESSAGES.codeTaken },
  ]);
const blockedOnly = (entries: readonly FiBlocklistEntry[]) =>
  entries.filter((entry) => entry.blocked).map(({ fiId, name }) => ({ fiId, name }));

/** An embedder's documents: theme, lender blocklist, campaign settings and approved product types. */
function registerEmbedderDocumentRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, embeddersApi.getEmbedderTheme, async ({ scope, db }) => themeAnswer(await readTheme(db, scope)));
  scopedRoute(app, embeddersApi.updateEmbedderTheme, async ({ body, tenant, scope, db, audit }) => {
    const before = await readTheme(db, scope, { lock: true });
    await saveTheme(db, scope, { theme: body, css: themeCss(body) });
    audit.record({
      entityId: tenant.id,
      entityName: await embedderName(db, scope),
      oldValue: before,
      newValue: body,
    });
    return themeAnswer(body);
  });
  scopedRoute(app, embeddersApi.getFiBlocklist, async ({ scope, db }) => ({
    lenders: await readFiBlocklist(db, scope),
  }));
  scopedRoute(app, embeddersApi.updateFiBlocklist, async ({ body, tenant, scope, db, audit }) => {
    await lockFiBlocklist(db, scope);
    const before = await readFiBlocklist(db, scope);
    const found = await lendersByNumber(db, body.fiIds);
    refuseUnknownNumbers('fiIds', body.fiIds, found, EMBEDDER_MESSAGES.unknownLender);
    await replaceFiBlocklist(db, scope, { fiIds: found.map((lender) => lender.id) });
    await bumpConsumerOffers(db, scope);
    const after = await readFiBlocklist(db, scope);
    audit.record({
      entityId: tenant.id,
      entityName: 'Lender blocklist',
      oldValue: blockedOnly(before),
      newValue: blockedOnly(after),
    });
    return { lenders: after };
  });
  scopedRoute(app, embeddersApi.getEmbedderCampaignSettings, async ({ scope, db }) => {
    return (await readEmbedderOptions(db, scope)).settings;
  });
  scopedRoute(app, embeddersApi.updateEmbedderCampaignSettings, async ({ body, tenant, scope, db, audit }) => {
    const { settings: before } = await readEmbedderOptions(db, scope, { lock: true });
    await saveEmbedderOptions(db, scope, { settings: body });
    audit.record({
      entityId: tenant.id,
      entityName: await embedderName(db, scope),
      oldValue: before,
      newValue: body,
    });
    return body;
  });
  scopedRoute(app, embeddersApi.getApprovedProducts, async ({ scope, db }) => ({
    productTypes: (await readEmbedderOptions(db, scope)).productTypes,
  }));
  scopedRoute(app, embeddersApi.updateApprovedProducts, async ({ body, tenant, scope, db, audit }) => {
    const { productTypes: before } = await readEmbedderOptions(db, scope, { lock: true });
    await saveEmbedderOptions(db, scope, { productTypes: body.productTypes });
    await bumpConsumerOffers(db, scope);
    audit.record({
      entityId: tenant.id,
      entityName: await embedderName(db, scope),
      oldValue: { productTypes: before },
      newValue: { productTypes: body.productTypes },
    });
    return { productTypes: body.productTypes };
  });
}

/** Admin embedders (002 §2/§3): profile, theme, FI blocklist, campaign settings and approved products. */
export function registerEmbedderRoutes(app: Hono<AppEnv>): void {
  route(app, embeddersApi.listEmbedders, async ({ query, scope, c }) => {
    const csvColumns = {
      embedderId: 'Embedder number',
      name: 'Name',
      code: 'Embedder ID',
      customDomain: 'Custom domain',
    };
    const source = embedderList(c.get('deps').db, scope);
    return pagedList({ fields: EMBEDDER_FIELDS, ...source, csvName: 'embedders', csvColumns }, query);
  });

  route(app, embeddersApi.createEmbedder, async ({ body, scope, db, audit }) => {
    if (await embedderCodeTaken(db, scope, { code: body.code })) throw codeTaken();
    const { id, row } = await insertEmbedder(db, scope, body);
    audit.record({ entityId: id, entityName: row.name, oldValue: null, newValue: row });
    return row;
  });

  scopedRoute(
    app,
    embeddersApi.getEmbedder,
    async ({ scope, db }) => (await findEmbedder(db, scope)) ?? Promise.reject(noEmbedder()),
  );

  scopedRoute(app, embeddersApi.updateEmbedder, async ({ body, tenant, scope, db, audit }) => {
    const before = await findEmbedder(db, scope, { lock: true });
    if (!before) throw noEmbedder();
    if (await embedderCodeTaken(db, scope, { code: body.code })) throw codeTaken();
    const after = await updateEmbedderRow(db, scope, body);
    if (!after) throw noEmbedder();
    audit.record({ entityId: tenant.id, entityName: after.name, oldValue: before, newValue: after });
    return after;
  });

  // 002 §3 "FI or embedder removed": only an embedder nothing depends on; the audit row keeps what it was.
  scopedRoute(app, embeddersApi.removeEmbedder, async (input) => {
    const before = await findEmbedder(input.db, input.scope, { lock: true });
    if (!before) throw noEmbedder();
    return removeTenant(input, before, { refusalOf: embedderRemovalRefusal, remove: deleteEmbedder });
  });

  registerEmbedderDocumentRoutes(app);

  route(app, consumerThemeApi.getConsumerTheme, async ({ c, scope }) => {
    const theme = await consumerTheme(c.get('deps').db, scope);
    return { theme: theme ? themeAnswer(theme) : null };
  });
}
