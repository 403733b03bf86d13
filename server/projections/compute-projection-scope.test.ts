import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import { products } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { computeProjection } from './compute-projection.ts';

const t = twoTenantsFixture();

/** The lender's active products, read straight from the table. */
const activeProductsOf = async (fiId: string) =>
  (
    await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.fiId, fiId), eq(products.status, 'active')))
  )
    .map((row) => row.id)
    .sort();

describe('the what-if projection stays within its lender', () => {
  it('projects the scope’s lender’s active products only', async () => {
    for (const lender of t.fi) {
      const rows = await computeProjection(
        t.db,
        lender,
        { sourceCampaignId: DEMO_CAMPAIGNS.current.id },
        silentProgress(),
      );
      const own = await activeProductsOf(lender.fiId);
      expect(own.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.productId).sort()).toEqual(own);
    }
  });
});
