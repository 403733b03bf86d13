import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  BRANCH_FIELDS,
  createBranch,
  deleteBranch,
  getBranch,
  listBranches,
  updateBranch,
  uploadBranches,
} from '../../api/branches.ts';
import { CSV_TEMPLATES } from '../../domain/catalog/csv-templates.ts';
import { branchSchema } from '../../domain/validation/branch.ts';
import {
  BRANCH_DEFAULT_ORDER,
  branchColumns,
  deleteBranchRow,
  findBranch,
  insertBranch,
  lockBranch,
  replaceBranches,
  toBranch,
  updateBranchRow,
} from '../db/queries/branches.ts';
import { fiBranches } from '../db/schema/index.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

const noBranch = () => notFound('No such branch');

/** The reference slice of the console kit: every call of 002 §7 Branches, each a few lines over the kit. */
export function registerBranchRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listBranches, async ({ query, tenant, db }) => {
    return pagedList(
      {
        fields: BRANCH_FIELDS,
        columns: branchColumns,
        select: () => db.select(branchColumns).from(fiBranches).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(fiBranches).where(where))[0]?.n ?? 0,
        where: eq(fiBranches.fiId, tenant.id),
        defaultOrder: BRANCH_DEFAULT_ORDER,
        toRow: toBranch,
        csvName: 'branches',
        csvColumns: Object.fromEntries(CSV_TEMPLATES.branches.columns.map((column) => [column, column])),
      },
      query,
    );
  });

  scopedRoute(app, getBranch, async ({ params, tenant, db }) => {
    return (await findBranch(db, { fiId: tenant.id, id: params.branchId })) ?? Promise.reject(noBranch());
  });

  // The CSV upload first: it shares POST /fi/{fiId}/branches with the JSON create and passes other bodies on.
  scopedRoute(app, uploadBranches, async ({ files, tenant, db, audit }) => {
    const rows = await readCsvUpload(files.branchDocument as File, {
      columns: CSV_TEMPLATES.branches.columns,
      row: branchSchema,
      field: 'branchDocument',
    });
    const { before, after } = await replaceBranches(db, { fiId: tenant.id, rows });
    audit.record({ entityId: null, entityName: 'Branches', oldValue: before, newValue: after });
    return { imported: after.length, deleted: before.length };
  });

  scopedRoute(app, createBranch, async ({ body, tenant, db, audit }) => {
    const branch = await insertBranch(db, { fiId: tenant.id, fields: body });
    audit.record({ entityId: branch.id, entityName: branch.name, oldValue: null, newValue: branch });
    return branch;
  });

  scopedRoute(app, updateBranch, async ({ params, body, tenant, db, audit }) => {
    const key = { fiId: tenant.id, id: params.branchId };
    const before = await lockBranch(db, key);
    const after = before ? await updateBranchRow(db, { ...key, fields: body }) : null;
    if (!before || !after) throw noBranch();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: before, newValue: after });
    return after;
  });

  scopedRoute(app, deleteBranch, async ({ params, tenant, db, audit }) => {
    const removed = await deleteBranchRow(db, { fiId: tenant.id, id: params.branchId });
    if (!removed) throw noBranch();
    audit.record({ entityId: removed.id, entityName: removed.name, oldValue: removed, newValue: null });
    return {};
  });
}
