import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import {
  findLenderProduct,
  listLenderProducts,
  lockLenderProducts,
  storeProductEligibility,
} from './lender-products.ts';
import { idsOf, productsOf, productsOfBoth } from './products.test-support.ts';

const t = twoTenantsFixture();

describe('lender product queries stay within their lender', () => {
  it('list, lock and find answer only the scope’s products', async () => {
    const { summit, harbor, summitRows, harborRows } = await productsOfBoth(t);

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
    const harborBefore = await productsOf(t, harbor.fiId);
    const mine = (await productsOf(t, summit.fiId))[0]?.id ?? '';
    const theirs = harborBefore[0]?.id ?? '';
    const eligibility = [{ state: 'AK', counties: [{ county: 'Isolation', zipcodes: ['99501'] }] }];
    await storeProductEligibility(t.db, summit, { productIds: [mine, theirs], eligibility });
    expect(await findLenderProduct(t.db, summit, { productId: mine })).toMatchObject({ eligibility });
    expect(await productsOf(t, harbor.fiId)).toEqual(harborBefore);
  });
});
