import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { financialInstitutions } from '../schema/index.ts';
import { findMembership, lockMembership, storeMembership } from './membership.ts';

const t = twoTenantsFixture();

/** The lender's membership read straight from its record. */
const storedOf = async (fiId: string) => {
  const [row] = await t.db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, fiId));
  return row?.membership ?? null;
};

const SUMMIT: LenderLocation[] = [{ state: 'CO' }];
const HARBOR: LenderLocation[] = [{ state: 'ME', counties: [{ county: 'Cumberland', zipcodes: ['04101'] }] }];

describe('membership queries stay within their lender', () => {
  it('each lender stores, finds and locks only its own membership', async () => {
    const [summit, harbor] = t.fi;
    await storeMembership(t.db, summit, { locations: SUMMIT });
    expect(await storedOf(summit.fiId)).toEqual(SUMMIT);
    const harborBefore = await storedOf(harbor.fiId);
    expect(harborBefore).not.toEqual(SUMMIT);

    await storeMembership(t.db, harbor, { locations: HARBOR });
    expect(await storedOf(harbor.fiId)).toEqual(HARBOR);
    // Harbor's write left summit's record as summit wrote it.
    expect(await storedOf(summit.fiId)).toEqual(SUMMIT);

    expect(await findMembership(t.db, summit)).toEqual(SUMMIT);
    expect(await findMembership(t.db, harbor)).toEqual(HARBOR);
    expect(await lockMembership(t.db, summit)).toEqual(SUMMIT);
    expect(await lockMembership(t.db, harbor)).toEqual(HARBOR);
  });

  it('a lender’s change leaves every other lender’s record untouched', async () => {
    const [summit] = t.fi;
    const others = () =>
      t.db
        .select({ id: financialInstitutions.id, membership: financialInstitutions.membership })
        .from(financialInstitutions)
        .orderBy(financialInstitutions.id)
        .then((rows) => rows.filter((row) => row.id !== summit.fiId));
    const before = await others();
    expect(before.length).toBeGreaterThan(0);
    await storeMembership(t.db, summit, { locations: [{ state: 'TX' }] });
    expect(await others()).toEqual(before);
    expect(await findMembership(t.db, summit)).toEqual([{ state: 'TX' }]);
  });
});
