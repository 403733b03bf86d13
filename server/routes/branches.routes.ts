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
import { CONFIG_TOASTS } from '../../domain/validation/config-toasts.ts';
import {
  branchList,
  deleteBranchRow,
  findBranch,
  insertBranch,
  lockBranch,
  replaceBranches,
  updateBranchRow,
} from '../db/queries/branches.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

const noBranch = () => notFound('No such branch');

/** The reference slice of the console kit: every call of 002 §7 Branches, each a few lines over the kit. */
export function registerBranchRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listBranches, async ({ query, scope, db }) => {
    const csvColumns = Object.fromEntries(CSV_TEMPLATES.branches.columns.map((column) => [column, column]));
    return pagedList({ fields: BRANCH_FIELDS, ...branchList(db, scope), csvName: 'branches', csvColumns }, query);
  });

  scopedRoute(app, getBranch, async ({ params, scope, db }) => {
    return (await findBranch(db, scope, { id: params.branchId })) ?? Promise.reject(noBranch());
  });

  // The CSV upload first: it shares POST /fi/{fiId}/branches with the JSON create and passes other bodies on.
  scopedRoute(app, uploadBranches, async ({ files, scope, db, audit }) => {
    const rows = await readCsvUpload(files, {
      field: 'branchDocument',
      columns: CSV_TEMPLATES.branches.columns,
      row: branchSchema,
    });
    const { before, after } = await replaceBranches(db, scope, { rows });
    audit.record({ entityId: null, entityName: 'Branches', oldValue: before, newValue: after });
    return { imported: after.length, deleted: before.length };
  });

  scopedRoute(app, createBranch, async ({ body, scope, db, audit }) => {
    const branch = await insertBranch(db, scope, { fields: body });
    audit.record({ entityId: branch.id, entityName: branch.name, oldValue: null, newValue: branch });
    return branch;
  });

  scopedRoute(app, updateBranch, async ({ params, body, scope, db, audit }) => {
    const before = await lockBranch(db, scope, { id: params.branchId });
    const after = before ? await updateBranchRow(db, scope, { id: params.branchId, fields: body }) : null;
    if (!before || !after) throw noBranch();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: before, newValue: after });
    return after;
  });

  scopedRoute(app, deleteBranch, async ({ params, scope, db, audit }) => {
    const removed = await deleteBranchRow(db, scope, { id: params.branchId });
    // 002 §8 "delete failed when LOS ID not found": the branch (the LOS's branch reference) is already gone.
    if (!removed) throw notFound(CONFIG_TOASTS.losIdDeleteFailed);
    audit.record({ entityId: removed.id, entityName: removed.name, oldValue: removed, newValue: null });
    return {};
  });
}
