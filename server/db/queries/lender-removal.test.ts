import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { mintScope } from '../../http/tenant-scope.ts';
import { consoleUsers, financialInstitutions, products } from '../schema/index.ts';
import { DEMO_PROSPECTS } from '../seed-lender-profiles.ts';
import { deleteLender, LENDER_REMOVAL_REFUSALS, lenderRemovalRefusal } from './lender-removal.ts';

const t = twoTenantsFixture();

/** A seeded prospect: a lender nothing depends on yet (no products, leads, invoices or enrollment). */
async function prospectScope() {
  const [row] = await t.db
    .select({ id: financialInstitutions.id, number: financialInstitutions.number, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.code, DEMO_PROSPECTS[0].code));
  if (!row) throw new Error('the seed has no prospect');
  return mintScope({ realm: 'fi', ...row });
}

/** What a lender owns that the removal deletes, read around the query module. */
const ownedBy = async (fiId: string) => ({
  users: (await t.db.select().from(consoleUsers).where(eq(consoleUsers.tenantId, fiId))).length,
  products: (await t.db.select().from(products).where(eq(products.fiId, fiId))).length,
  lender: (await t.db.select().from(financialInstitutions).where(eq(financialInstitutions.id, fiId))).length,
});

describe('lender removal queries stay within their lender', () => {
  it('a lender’s refusal reads only its own rows: a prospect is free while the demo lenders are not', async () => {
    const [summit, harbor] = t.fi;
    expect(await lenderRemovalRefusal(t.db, summit)).toBe(LENDER_REMOVAL_REFUSALS.loanLeads);
    expect(await lenderRemovalRefusal(t.db, harbor)).not.toBeNull();
    expect(await lenderRemovalRefusal(t.db, await prospectScope())).toBeNull();
  });

  it('removing a lender deletes its own rows and no other lender’s', async () => {
    const [summit, harbor] = t.fi;
    const prospect = await prospectScope();
    const before = [await ownedBy(summit.fiId), await ownedBy(harbor.fiId)];
    expect(before.every((owned) => owned.users > 0 && owned.products > 0)).toBe(true);
    await deleteLender(t.db, prospect);
    expect(await ownedBy(prospect.fiId)).toEqual({ users: 0, products: 0, lender: 0 });
    expect([await ownedBy(summit.fiId), await ownedBy(harbor.fiId)]).toEqual(before);
  });
});
