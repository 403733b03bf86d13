import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PricingModelFields } from '../../../domain/billing/pricing.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { financialInstitutions, invoices, lenderPricing, lenderPricingTiers } from '../schema/index.ts';
import { DEMO_CAMPAIGNS } from '../seed-campaign.ts';
import {
  findInvoiceOf,
  findPricing,
  findPricingForInvoiceJob,
  keptFields,
  pricingModelOf,
  savePricing,
} from './billing.ts';
import type { FiScope } from './scope.ts';

const t = twoTenantsFixture();

const TIERED: PricingModelFields = {
  model: 'VOLUME_TIER_BASED',
  productPrices: [],
  tiers: [
    { name: 'Starter', startsAt: 1, endsAt: 2, price: '40.00' },
    { name: 'Volume', startsAt: 3, endsAt: null, price: '25.25' },
  ],
};
const FLAT: PricingModelFields = { model: 'STANDARD_FLAT', pricePerRedeem: '9.50', productPrices: [], tiers: [] };

/** Everything a lender's pricing is stored in, read straight from the tables. */
const pricingRowsOf = async (fiId: string) => ({
  model: (
    await t.db
      .select({ model: financialInstitutions.pricingModel })
      .from(financialInstitutions)
      .where(eq(financialInstitutions.id, fiId))
  )[0]?.model,
  prices: await t.db.select().from(lenderPricing).where(eq(lenderPricing.fiId, fiId)),
  tiers: await t.db
    .select()
    .from(lenderPricingTiers)
    .where(eq(lenderPricingTiers.fiId, fiId))
    .orderBy(lenderPricingTiers.startsAt),
});

const newInvoice = async (lender: FiScope) => {
  const [row] = await t.db
    .insert(invoices)
    .values({ fiId: lender.fiId, campaignId: DEMO_CAMPAIGNS.current.id, requestedBy: 'test' })
    .returning({ id: invoices.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
};

describe('billing queries stay within their lender', () => {
  it('saving a pricing model changes only the scope’s lender, and each reads its own', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await pricingRowsOf(harbor.fiId);
    await savePricing(t.db, summit, keptFields(TIERED));
    const summitRows = await pricingRowsOf(summit.fiId);
    expect(summitRows.model).toBe('VOLUME_TIER_BASED');
    expect(summitRows.tiers.map((tier) => tier.name)).toEqual(['Starter', 'Volume']);
    expect(await pricingRowsOf(harbor.fiId)).toEqual(harborBefore);

    await savePricing(t.db, harbor, keptFields(FLAT));
    expect((await pricingRowsOf(harbor.fiId)).model).toBe('STANDARD_FLAT');
    // Harbor's save (which replaces its tiers) left summit's model, prices and tiers as they were.
    expect(await pricingRowsOf(summit.fiId)).toEqual(summitRows);

    expect(await findPricing(t.db, summit)).toMatchObject({ model: 'VOLUME_TIER_BASED', tiers: TIERED.tiers });
    expect(await findPricing(t.db, harbor)).toMatchObject({
      model: 'STANDARD_FLAT',
      pricePerRedeem: '9.50',
      tiers: [],
    });
    expect(await pricingModelOf(t.db, summit)).toMatchObject({ configured: true, model: 'VOLUME_TIER_BASED' });
    expect(await pricingModelOf(t.db, harbor)).toMatchObject({ configured: true, model: 'STANDARD_FLAT', tiers: [] });
    // The invoices job's unscoped read names the lender its invoice row names.
    expect(await findPricingForInvoiceJob(t.db, { fiId: summit.fiId })).toEqual(await findPricing(t.db, summit));
    expect(await findPricingForInvoiceJob(t.db, { fiId: harbor.fiId })).toEqual(await findPricing(t.db, harbor));
  });

  it('a lender finds only its own invoices; an admin finds any', async () => {
    const [summit, harbor] = t.fi;
    const summitInvoice = await newInvoice(summit);
    const harborInvoice = await newInvoice(harbor);
    expect(await findInvoiceOf(t.db, summit, { invoiceId: harborInvoice })).toBeNull();
    expect(await findInvoiceOf(t.db, harbor, { invoiceId: summitInvoice })).toBeNull();
    expect(await findInvoiceOf(t.db, summit, { invoiceId: summitInvoice })).toMatchObject({
      id: summitInvoice,
      fiId: summit.fiId,
    });
    expect(await findInvoiceOf(t.db, harbor, { invoiceId: harborInvoice })).toMatchObject({
      id: harborInvoice,
      fiId: harbor.fiId,
    });
    expect((await findInvoiceOf(t.db, t.admin, { invoiceId: summitInvoice }))?.fiId).toBe(summit.fiId);
    expect((await findInvoiceOf(t.db, t.admin, { invoiceId: harborInvoice }))?.fiId).toBe(harbor.fiId);
  });
});
