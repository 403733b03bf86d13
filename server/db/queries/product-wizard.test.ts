import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DraftSteps } from '../../../domain/validation/product-wizard.ts';
import { autoLoanSteps } from '../../../tests/fixtures/product-steps.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { productDrafts, products, productTemplates, tiers } from '../schema/index.ts';
import {
  addOnAssociations,
  addOnProductIds,
  deleteTemplateRow,
  dropDraft,
  findDraft,
  findProduct,
  findTemplate,
  insertTemplate,
  listTemplates,
  productTable,
  storeDraft,
  typeAndClassOfLender,
  writeProduct,
} from './product-wizard.ts';
import { idsOf, productsOf, productsOfBoth } from './products.test-support.ts';

const t = twoTenantsFixture();

const STEPS = autoLoanSteps({ productClass: 'Isolation', name: 'Isolation Auto Loan' }, [
  {
    name: 'Gold',
    type: 'PRESCREEN',
    rule: 'FICO >= 720',
    terms: [{ term: 60, apr: '4.25', limit: '60000', minimum: '5000', isDefault: true }],
  },
]) as unknown as DraftSteps;

const firstProductOf = async (fiId: string) => {
  const [row] = await productsOf(t, fiId);
  if (!row) throw new Error('the seed has no product for this lender');
  return row;
};
/** A fresh copy of one of the lender's products with its own option and details (nothing points at it). */
const copyProductOf = async (fiId: string, values: Partial<typeof products.$inferInsert>) => {
  const row = await firstProductOf(fiId);
  const [copy] = await t.db
    .insert(products)
    .values({ ...row, id: randomUUID(), name: `${row.name} (isolation copy)`, ...values })
    .returning();
  if (!copy) throw new Error('copy not written');
  return copy;
};
const draftsOf = (fiId: string) =>
  t.db.select().from(productDrafts).where(eq(productDrafts.fiId, fiId)).orderBy(asc(productDrafts.id));
const templatesOf = (fiId: string) =>
  t.db.select().from(productTemplates).where(eq(productTemplates.fiId, fiId)).orderBy(asc(productTemplates.id));

describe('product wizard queries stay within their lender', () => {
  it('the product table, find and type-and-class answer only the scope’s products', async () => {
    const { summit, harbor, summitRows, harborRows } = await productsOfBoth(t);

    expect(idsOf(await productTable(t.db, summit))).toEqual(idsOf(summitRows));
    expect(idsOf(await productTable(t.db, harbor))).toEqual(idsOf(harborRows));
    expect(idsOf(await typeAndClassOfLender(t.db, summit))).toEqual(idsOf(summitRows));

    const theirs = harborRows[0]?.id ?? '';
    expect(await findProduct(t.db, summit, { productId: theirs })).toBeNull();
    expect(await findProduct(t.db, summit, { productId: theirs, lock: true })).toBeNull();
    expect(await findProduct(t.db, harbor, { productId: theirs })).toMatchObject({ id: theirs, fiId: harbor.fiId });
  });

  it('add-ons and their associations are the scope’s products only', async () => {
    const [summit, harbor] = t.fi;
    const myAddOn = await copyProductOf(summit.fiId, { productOption: 'ADD_ON' });
    const theirAddOn = await copyProductOf(harbor.fiId, { productOption: 'BOTH' });
    const mine = await addOnProductIds(t.db, summit);
    expect(mine).toContain(myAddOn.id);
    expect(mine).not.toContain(theirAddOn.id);
    expect(await addOnProductIds(t.db, summit, { except: myAddOn.id })).not.toContain(myAddOn.id);
    expect(await addOnProductIds(t.db, harbor)).toContain(theirAddOn.id);

    // A product of each lender lists summit's add-on; only summit's own counts as its association.
    const details = { addOn: { addOnProductIds: [myAddOn.id] } };
    const myUser = await copyProductOf(summit.fiId, { details });
    const theirUser = await copyProductOf(harbor.fiId, { details });
    expect(await addOnAssociations(t.db, summit, { productId: myAddOn.id })).toEqual([myUser.id]);
    expect(await addOnAssociations(t.db, harbor, { productId: myAddOn.id })).toEqual([theirUser.id]);
  });

  it('a draft saved by one lender is not loadable, overwritten or dropped by the other', async () => {
    const [summit, harbor] = t.fi;
    const mySteps = { productDetails: { name: 'Summit draft' } } as DraftSteps;
    const theirSteps = { productDetails: { name: 'Harbor draft' } } as DraftSteps;
    await storeDraft(t.db, summit, { productId: null, steps: mySteps, completed: ['productDetails'] });
    await storeDraft(t.db, harbor, { productId: null, steps: theirSteps, completed: [] });
    expect((await findDraft(t.db, summit, { productId: null }))?.steps).toEqual(mySteps);
    expect((await findDraft(t.db, harbor, { productId: null, lock: true }))?.steps).toEqual(theirSteps);
    expect(await draftsOf(summit.fiId)).toHaveLength(1);
    expect(await draftsOf(harbor.fiId)).toHaveLength(1);

    // A draft of harbor's own product: summit can neither read nor drop it.
    const theirProduct = await firstProductOf(harbor.fiId);
    await storeDraft(t.db, harbor, { productId: theirProduct.id, steps: theirSteps, completed: [] });
    expect(await findDraft(t.db, summit, { productId: theirProduct.id })).toBeNull();
    const harborDrafts = await draftsOf(harbor.fiId);
    expect(harborDrafts).toHaveLength(2);
    await dropDraft(t.db, summit, { productId: theirProduct.id });
    expect(await draftsOf(harbor.fiId)).toEqual(harborDrafts);

    // Dropping summit's new-product draft leaves harbor's.
    await dropDraft(t.db, summit, { productId: null });
    expect(await draftsOf(summit.fiId)).toEqual([]);
    expect(await draftsOf(harbor.fiId)).toEqual(harborDrafts);
    const harborNew = await t.db
      .select()
      .from(productDrafts)
      .where(and(eq(productDrafts.fiId, harbor.fiId), isNull(productDrafts.productId)));
    expect(harborNew.map((row) => row.steps)).toEqual([theirSteps]);
  });

  it('a product is written under the scope and never over another lender’s', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await productsOf(t, harbor.fiId);
    const saved = await writeProduct(t.db, summit, {
      productId: null,
      steps: STEPS,
      addOnNames: new Map(),
      validationStatus: 'VALIDATED',
    });
    expect(saved.fiId).toBe(summit.fiId);
    expect(idsOf(await productTable(t.db, summit))).toContain(saved.id);
    expect(idsOf(await productTable(t.db, harbor))).not.toContain(saved.id);

    const theirs = harborBefore[0];
    if (!theirs) throw new Error('harbor has no product');
    const theirTiers = await t.db.select().from(tiers).where(eq(tiers.productId, theirs.id));
    await expect(
      writeProduct(t.db, summit, {
        productId: theirs.id,
        steps: STEPS,
        addOnNames: new Map(),
        validationStatus: 'VALIDATED',
      }),
    ).rejects.toThrow('product not written');
    expect(await productsOf(t, harbor.fiId)).toEqual(harborBefore);
    expect(await t.db.select().from(tiers).where(eq(tiers.productId, theirs.id))).toEqual(theirTiers);
  });

  it('templates are listed, found and deleted only within the scope', async () => {
    const [summit, harbor] = t.fi;
    const mine = await insertTemplate(t.db, summit, { name: 'Summit template', productType: 'New_Auto', steps: STEPS });
    const theirs = await insertTemplate(t.db, harbor, {
      name: 'Harbor template',
      productType: 'New_Auto',
      steps: STEPS,
    });
    expect((await templatesOf(summit.fiId)).map((row) => row.id)).toContain(mine.id);
    expect((await templatesOf(harbor.fiId)).map((row) => row.id)).toContain(theirs.id);

    const listed = (await listTemplates(t.db, summit)).map((template) => template.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect(listed.length).toBe((await templatesOf(summit.fiId)).length);
    expect(await findTemplate(t.db, summit, { templateId: theirs.id })).toBeNull();
    expect(await findTemplate(t.db, harbor, { templateId: theirs.id })).toMatchObject({ id: theirs.id });

    const harborBefore = await templatesOf(harbor.fiId);
    expect(await deleteTemplateRow(t.db, summit, { templateId: theirs.id })).toBeNull();
    expect(await templatesOf(harbor.fiId)).toEqual(harborBefore);
    expect(await deleteTemplateRow(t.db, summit, { templateId: mine.id })).toMatchObject({ id: mine.id });
    expect((await templatesOf(summit.fiId)).map((row) => row.id)).not.toContain(mine.id);
    expect(await templatesOf(harbor.fiId)).toEqual(harborBefore);
  });
});
