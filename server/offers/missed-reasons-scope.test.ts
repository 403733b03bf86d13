import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import { offers, products } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { missedReasons } from './missed-reasons.ts';

/** missedReasons counts the scope's lender's products only (docs/decisions/0505-query-layer.md). */
const t = twoTenantsFixture();
const campaign = DEMO_CAMPAIGNS.current.id;

const productIdsOf = async (fiId: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.fiId, fiId))).map((row) => row.id);

describe('missed reasons stay within the scope’s lender', () => {
  it('each lender gets its own products, offered counts as stored, none of the other’s', async () => {
    const [summit, harbor] = t.fi;
    const eligible = await t.db
      .select({ productId: offers.productId })
      .from(offers)
      .where(and(eq(offers.campaignId, campaign), eq(offers.status, 'ELIGIBLE')));
    const listed: string[][] = [];
    for (const [lender, other] of [
      [summit, harbor],
      [harbor, summit],
    ] as const) {
      const own = new Set(await productIdsOf(lender.fiId));
      const foreign = new Set(await productIdsOf(other.fiId));
      const { consumers, products: rows } = await missedReasons(t.db, lender, campaign);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => own.has(row.productId))).toBe(true);
      expect(rows.some((row) => foreign.has(row.productId))).toBe(false);
      for (const row of rows) {
        expect(row.offered + row.missed, row.productName).toBe(consumers);
        expect(row.offered, row.productName).toBe(eligible.filter((offer) => offer.productId === row.productId).length);
      }
      listed.push(rows.map((row) => row.productId));
    }
    expect(listed[0]?.filter((id) => listed[1]?.includes(id))).toEqual([]);
  });
});
