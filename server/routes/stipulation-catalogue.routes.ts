import type { Hono } from 'hono';
import {
  createCatalogueStipulation,
  deleteCatalogueStipulation,
  getCatalogueStipulation,
  listCatalogueStipulations,
  listLenderStipulationCatalogue,
  STIPULATION_CATALOGUE_MESSAGES,
  STIPULATION_FIELDS,
  updateCatalogueStipulation,
} from '../../api/stipulation-catalogue.ts';
import { CONFIG_TOASTS } from '../../domain/validation/config-toasts.ts';
import {
  CATALOGUE_DEFAULT_ORDER,
  catalogueListColumns,
  countCatalogue,
  deleteCatalogueStipulation as deleteRow,
  findCatalogueStipulation,
  insertCatalogueStipulation,
  selectCatalogue,
  toCatalogueStipulation,
  updateCatalogueStipulation as updateRow,
} from '../db/queries/stipulation-catalogue.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { route, scopedRoute } from '../http/register.ts';

/** 002 §8 "stipulation ID missing": the id names no stipulation of the catalogue (removed, or a stale link). */
const noStipulation = () => notFound(CONFIG_TOASTS.stipulationIdMissing);
const duplicateName = () =>
  new ApiError(400, 'VALIDATION_FAILED', STIPULATION_CATALOGUE_MESSAGES.duplicateName, [
    { path: 'name', message: STIPULATION_CATALOGUE_MESSAGES.duplicateName },
  ]);

/** The admin's stipulation catalogue (issue 12 deliverable 5); the redeem journey reads it (offer-stipulations.ts). */
export function registerStipulationCatalogueRoutes(app: Hono<AppEnv>): void {
  route(app, listCatalogueStipulations, async ({ query, db }) =>
    pagedList(
      {
        fields: STIPULATION_FIELDS,
        columns: catalogueListColumns,
        select: () => selectCatalogue(db),
        count: (where) => countCatalogue(db, where as never),
        defaultOrder: CATALOGUE_DEFAULT_ORDER,
        toRow: toCatalogueStipulation,
        csvName: 'stipulations',
        csvColumns: {
          name: 'name',
          description: 'description',
          rule: 'rule',
          status: 'status',
          allowedDocuments: 'allowed documents',
        },
      },
      query,
    ),
  );

  // A lender reads the catalogue to pick its products' stipulations; the catalogue is the admin's, not per lender.
  scopedRoute(app, listLenderStipulationCatalogue, async ({ db }) =>
    (await selectCatalogue(db).orderBy(...CATALOGUE_DEFAULT_ORDER)).map((row) => {
      const { inUse: _inUse, ...entry } = toCatalogueStipulation(row);
      return entry;
    }),
  );

  route(app, getCatalogueStipulation, async ({ params, db }) => {
    return (await findCatalogueStipulation(db, { id: params.stipulationId })) ?? Promise.reject(noStipulation());
  });

  route(app, createCatalogueStipulation, async ({ body, db, audit }) => {
    const id = await insertCatalogueStipulation(db, body);
    if (!id) throw duplicateName();
    const created = await findCatalogueStipulation(db, { id });
    if (!created) throw new Error('inserted stipulation not found');
    audit.record({ entityId: created.id, entityName: created.name, oldValue: null, newValue: created });
    return created;
  });

  route(app, updateCatalogueStipulation, async ({ params, body, db, audit }) => {
    const before = await findCatalogueStipulation(db, { id: params.stipulationId, forUpdate: true });
    if (!before) throw noStipulation();
    if (!(await updateRow(db, { id: before.id, fields: body }))) throw duplicateName();
    const after = await findCatalogueStipulation(db, { id: before.id });
    if (!after) throw noStipulation();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: before, newValue: after });
    return after;
  });

  route(app, deleteCatalogueStipulation, async ({ params, db, audit }) => {
    const before = await findCatalogueStipulation(db, { id: params.stipulationId, forUpdate: true });
    if (!before) throw noStipulation();
    if (before.inUse) throw new ApiError(409, 'VALIDATION_FAILED', STIPULATION_CATALOGUE_MESSAGES.inUse);
    await deleteRow(db, { id: before.id });
    audit.record({ entityId: before.id, entityName: before.name, oldValue: before, newValue: null });
    return {};
  });
}
