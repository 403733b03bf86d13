import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { products } from '../schema/index.ts';
import {
  findLenderProduct,
  listLenderProducts,
  lockLenderProducts,
  storeProductEligibility,
} from './lender-products.ts';

const t = twoTenantsFixture();

/** Every product of a lender by uuid, read around the query module. */
const productsOf = (fiId: string) =>
  t.db.select().from(products).where(eq(products.fiId, fiId)).orderBy(asc(products.id));
const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

describe('lender product queries stay within their lender', () => {
  it('list, lock and find answer only the scope’s products', async () => {
    const [summit, harbor] = t.fi;
    const summitRows = await productsOf(summit.fiId);
    const harborRows = await productsOf(harbor.fiId);
    expect(summitRows.length).toBeGreaterThan(0);
    expect(harborRows.length).toBeGreaterThan(0);

    expect(idsOf(await listLenderProducts(t.db, summit))).toEqual(idsOf(summitRows));
    expect(idsOf(await listLenderProducts(t.db, harbor))).toEqual(idsOf(harborRows));
    const locked = await t.db.transaction((tx) => lockLenderProducts(tx, summit));
    expect(idsOf(locked)).toEqual(idsOf(summitRows));

    const theirs = harborRows[0]?.id ?? '';
    expect(await findLenderProduct(t.db, summit, { productId: theirs })).toBeNull();
    expect(await findLenderProduct(t.db, summit, { productId: theirs, lock: true })).toBeNull();
    expect(await findLenderProduct(t.db, harbor, { productId: theirs })).toMatchObject({ id: theirs });
  });

  it('eligibility is stored only on the scope’s products', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await productsOf(harbor.fiId);
    const mine = (await productsOf(summit.fiId))[0]?.id ?? '';
    const theirs = harborBefore[0]?.id ?? '';
    const eligibility = [{ state: 'AK', counties: [{ county: 'Isolation', zipcodes: ['99501'] }] }];
    await storeProductEligibility(t.db, summit, { productIds: [mine, theirs], eligibility });
    expect(await findLenderProduct(t.db, summit, { productId: mine })).toMatchObject({ eligibility });
    expect(await productsOf(harbor.fiId)).toEqual(harborBefore);
  });
});
