import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TwoTenants, twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiBranches } from '../schema/index.ts';
import {
  branchList,
  deleteBranchRow,
  findBranch,
  insertBranch,
  lockBranch,
  replaceBranches,
  updateBranchRow,
} from './branches.ts';
import { exactCount } from './list-source.ts';

const fields = { name: 'Isolation branch', zipcode: '84101' };
const t = twoTenantsFixture();

/** Every branch of a lender by uuid, read around the query module, for before/after comparisons. */
const rowsOf = (fiId: string) => t.db.select().from(fiBranches).where(eq(fiBranches.fiId, fiId));
const listed = async (scope: TwoTenants['fi'][number]) => {
  const source = branchList(t.db, scope);
  return (await source.select().where(source.where)) as { id: string }[];
};

describe('branch queries stay within their lender', () => {
  it('list, find and lock answer only the scope’s branches', async () => {
    const [summit, harbor] = t.fi;
    const harborRows = await rowsOf(harbor.fiId);
    expect(harborRows.length).toBeGreaterThan(0);
    const summitIds = (await rowsOf(summit.fiId)).map((row) => row.id).sort();
    expect((await listed(summit)).map((row) => row.id).sort()).toEqual(summitIds);
    expect(await exactCount(branchList(t.db, summit).count(branchList(t.db, summit).where))).toBe(summitIds.length);
    const foreign = harborRows[0]?.id ?? '';
    expect(await findBranch(t.db, summit, { id: foreign })).toBeNull();
    expect(await lockBranch(t.db, summit, { id: foreign })).toBeNull();
    expect(await findBranch(t.db, harbor, { id: foreign })).not.toBeNull();
  });

  it('insert, update and delete change only the scope’s branches', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await rowsOf(harbor.fiId);
    const made = await insertBranch(t.db, summit, { fields });
    expect((await rowsOf(summit.fiId)).some((row) => row.id === made.id)).toBe(true);
    const foreign = harborBefore[0]?.id ?? '';
    expect(await updateBranchRow(t.db, summit, { id: foreign, fields })).toBeNull();
    expect(await deleteBranchRow(t.db, summit, { id: foreign })).toBeNull();
    expect(await updateBranchRow(t.db, summit, { id: made.id, fields: { ...fields, city: 'Ogden' } })).toMatchObject({
      city: 'Ogden',
    });
    expect(await deleteBranchRow(t.db, summit, { id: made.id })).not.toBeNull();
    expect(await rowsOf(harbor.fiId)).toEqual(harborBefore);
  });

  it('an import replaces the scope’s branches and no other lender’s', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await rowsOf(harbor.fiId);
    const { after } = await replaceBranches(t.db, summit, { rows: [fields] });
    expect((await rowsOf(summit.fiId)).map((row) => row.id)).toEqual(after.map((branch) => branch.id));
    expect(await rowsOf(harbor.fiId)).toEqual(harborBefore);
  });
});
