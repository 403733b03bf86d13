import { eq } from 'drizzle-orm';
import type { Executor } from '../db/pool.ts';
import { products, tiers, tierTerms } from '../db/schema/index.ts';

/** A rate file row (product,tier,term,apr) the seed's New Auto Loan accepts: a real tier and term of it, at 4.25%. */
export async function validRateRow(db: Executor): Promise<string> {
  const [term] = await db
    .select({ term: tierTerms.term, tier: tiers.name })
    .from(tierTerms)
    .innerJoin(tiers, eq(tiers.id, tierTerms.tierId))
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(eq(products.name, 'New Auto Loan'));
  return `New Auto Loan,${term?.tier},${term?.term},4.250`;
}
