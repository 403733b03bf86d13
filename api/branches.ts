import * as v from 'valibot';
import { branchSchema } from '../domain/validation/branch.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';
import { type ListFields, listField } from './paged-list.ts';

/** A lender branch as the console shows it (002 §3 Branch). */
export const Branch = v.object({
  id: v.string(),
  name: v.string(),
  losBranchReferenceId: v.nullable(v.string()),
  address: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  zipcode: v.string(),
});
export type Branch = v.InferOutput<typeof Branch>;

/** The branch list's filterable and sortable fields (the paged-list contract). */
export const BRANCH_FIELDS = {
  name: listField('STRING', 'Name'),
  losBranchReferenceId: listField('STRING', 'LOS branch reference ID'),
  city: listField('STRING', 'City'),
  state: listField('STRING', 'State'),
  zipcode: listField('STRING', 'Zip code'),
} as const satisfies ListFields;

const BranchParams = fiParams({ branchId: v.pipe(v.string(), v.uuid('No such branch')) });
export const BRANCH_ACTIONS = { added: 'BRANCH_ADDED', updated: 'BRANCH_UPDATED', deleted: 'BRANCH_DELETED' } as const;
const AUDIT = auditTrail('LENDER', 'BRANCH', {
  created: BRANCH_ACTIONS.added,
  updated: BRANCH_ACTIONS.updated,
  deleted: BRANCH_ACTIONS.deleted,
  imported: 'BRANCHES_IMPORTED',
});

const branches = generalSetup.within('/branches');
const branch = branches.within('/:branchId', BranchParams);

const branchCalls = resourceEndpoints(branches, branch, { row: Branch, body: branchSchema, audit: AUDIT });
export const listBranches = branchCalls.list('List the lender’s branches (paged; format=csv exports)');
export const getBranch = branchCalls.get('One branch');
export const createBranch = branchCalls.create('Add a branch (JSON); see uploadBranches for the CSV form');
export const updateBranch = branchCalls.update('Change a branch');
export const deleteBranch = branchCalls.delete('Remove a branch');

/**
 * The same call with a multipart body (002 §7 "POST /fi/{fiId}/branches (JSON, or form with branchDocument)"): the
 * CSV replaces every branch (002 §4). The server tells the two apart by content type.
 */
export const uploadBranches = branches({
  method: 'POST',
  summary: 'Replace all branches from a CSV (multipart branchDocument)',
  audit: AUDIT.imported,
  multipart: ['branchDocument'],
  missingFile: 'branch file is missing',
  response: v.object({ imported: v.number(), deleted: v.number() }),
});
