import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiBranches } from '../schema/index.ts';
import { tenantRows } from './tenant-rows.ts';

const t = twoTenantsFixture();
const branches = tenantRows(
  'fi',
  fiBranches,
  { id: fiBranches.id, name: fiBranches.name },
  (row: { id: string }) => row,
);

describe('tenant rows stay within their tenant', () => {
  it('finds, locks, changes and deletes only the scope’s rows; inserts under the scope', async () => {
    const [summit, harbor] = t.fi;
    const theirs = await branches.insert(t.db, harbor, { name: 'Harbor only', zipcode: '02101' });
    const mine = await branches.insert(t.db, summit, { name: 'Summit only', zipcode: '84101' });
    expect(await branches.find(t.db, harbor, { id: theirs.id })).toEqual({ id: theirs.id, name: 'Harbor only' });
    expect(await branches.find(t.db, summit, { id: theirs.id })).toBeNull();
    expect(await branches.find(t.db, summit, { id: theirs.id, lock: true })).toBeNull();
    expect(await branches.update(t.db, summit, theirs.id, { name: 'Stolen' })).toBeNull();
    expect(await branches.remove(t.db, summit, { id: theirs.id })).toBeNull();
    expect(await branches.find(t.db, harbor, { id: theirs.id })).toEqual({ id: theirs.id, name: 'Harbor only' });
    expect(await branches.update(t.db, summit, mine.id, { name: 'Renamed' })).toEqual({ id: mine.id, name: 'Renamed' });
    expect(await branches.remove(t.db, summit, { id: mine.id })).toEqual({ id: mine.id, name: 'Renamed' });
  });
});
