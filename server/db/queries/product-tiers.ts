import type { Executor } from '../pool.ts';
import { tiers, tierTerms } from '../schema/index.ts';

/** One tier to write under a product: its row's values and its terms' (the ids and its position are added here). */
export interface TierRows {
  readonly tier: Omit<typeof tiers.$inferInsert, 'id' | 'productId' | 'position'>;
  readonly terms: readonly Omit<typeof tierTerms.$inferInsert, 'id' | 'tierId'>[];
}

/**
 * Writes a product's tiers in the list's order (their position) and each tier's terms: the one way a tier comes to
 * be, whether from the product wizard's save, a lender's campaign file or the demo seed.
 */
export async function insertProductTiers(
  db: Executor,
  productId: string,
  tierRows: readonly TierRows[],
): Promise<void> {
  for (const [position, { tier, terms }] of tierRows.entries()) {
    const [row] = await db
      .insert(tiers)
      .values({ ...tier, productId, position })
      .returning({ id: tiers.id });
    if (!row) continue;
    await db.insert(tierTerms).values(terms.map((term) => ({ ...term, tierId: row.id })));
  }
}
