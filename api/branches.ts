import * as v from 'valibot';
import { branchSchema } from '../domain/validation/branch.ts';
import { fiParams } from './console-endpoint.ts';
import { EmptyResponse } from './endpoint.ts';
import { generalSetup } from './general-setup.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

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
const AUDIT = { category: 'LENDER', entity: 'BRANCH' } as const;
export const BRANCH_ACTIONS = { added: 'BRANCH_ADDED', updated: 'BRANCH_UPDATED', deleted: 'BRANCH_DELETED' } as const;

const branches = generalSetup.within('/branches');
const branch = branches.within('/:branchId', BranchParams);

export const listBranches = branches({
  method: 'GET',
  summary: 'List the lender’s branches (paged; format=csv exports)',
  query: ListQuery,
  response: pageOf(Branch),
});

export const getBranch = branch({
  method: 'GET',
  summary: 'One branch',
  response: Branch,
});

export const createBranch = branches({
  method: 'POST',
  summary: 'Add a branch (JSON); see uploadBranches for the CSV form',
  audit: { ...AUDIT, action: BRANCH_ACTIONS.added },
  body: branchSchema,
  response: Branch,
  status: 201,
});

/**
 * The same call with a multipart body (002 §7 "POST /fi/{fiId}/branches (JSON, or form with branchDocument)"): the
 * CSV replaces every branch (002 §4). The server tells the two apart by content type.
 */
export const uploadBranches = branches({
  method: 'POST',
  summary: 'Replace all branches from a CSV (multipart branchDocument)',
  audit: { ...AUDIT, action: 'BRANCHES_IMPORTED' },
  multipart: ['branchDocument'],
  missingFile: 'branch file is missing',
  response: v.object({ imported: v.number(), deleted: v.number() }),
});

export const updateBranch = branch({
  method: 'PUT',
  summary: 'Change a branch',
  audit: { ...AUDIT, action: BRANCH_ACTIONS.updated },
  body: branchSchema,
  response: Branch,
});

export const deleteBranch = branch({
  method: 'DELETE',
  summary: 'Remove a branch',
  audit: { ...AUDIT, action: BRANCH_ACTIONS.deleted },
  response: EmptyResponse,
  status: 204,
});
