import { eq } from 'drizzle-orm';
import type { Executor } from '../db/pool.ts';
import { products, tiers, tierTerms } from '../db/schema/index.ts';

/**
 * A rate file row (product,tier,term,apr) the seed's New Auto Loan accepts: a real tier and term of it (`tier`,
 * `term`), at 4.25% (`row`, the CSV line).
 */
export async function validRate(db: Executor) {
  const [rate] = await db
    .select({ term: tierTerms.term, tier: tiers.name })
    .from(tierTerms)
    .innerJoin(tiers, eq(tiers.id, tierTerms.tierId))
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(eq(products.name, 'New Auto Loan'));
  return { tier: rate?.tier, term: rate?.term, row: `New Auto Loan,${rate?.tier},${rate?.term},4.250` };
}
