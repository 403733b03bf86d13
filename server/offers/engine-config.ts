import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductType } from '../../domain/catalog/products.ts';
import type { EngineConfig } from '../../domain/engine/compile-engine.ts';
import type { EngineLender, EngineProduct, TierTerm } from '../../domain/engine/engine-types.ts';
import type { Db } from '../db/pool.ts';
import { termsOfTiers } from '../db/queries/product-wizard.ts';
import { fiCampaignEnrollments, financialInstitutions, products, tiers, type tierTerms } from '../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

const termOf = (row: typeof tierTerms.$inferSelect): TierTerm => ({
  term: row.term,
  apr: row.apr,
  limit: row.limit,
  minimum: row.minimum,
  ...(row.apy === null ? {} : { apy: row.apy }),
  ...(row.promotion
    ? {
        promotion: {
          type: row.promotion.type as 'INTRODUCTORY_APR' | 'DELAYED_PAYMENTS',
          apr: row.promotion.apr,
          term: row.promotion.term,
          minimum: row.promotion.minimum,
        },
      }
    : {}),
});

/**
 * The engine's view of the lenders' catalogue, read from the database: lenders with membership and MLA, products
 * with rules, eligibility, redeem inventory and their tiers (in position order) with terms. With a campaign, only the
 * products of the lenders ENROLLED in it (fi_campaign_enrollments): a campaign offers nothing else.
 */
export async function loadEngineConfig(
  db: Reader,
  productIds?: readonly string[],
  campaignId?: string,
): Promise<EngineConfig> {
  const enrolled =
    campaignId === undefined
      ? undefined
      : db
          .select({ fiId: fiCampaignEnrollments.fiId })
          .from(fiCampaignEnrollments)
          .where(and(eq(fiCampaignEnrollments.ucCampaignId, campaignId), eq(fiCampaignEnrollments.status, 'ENROLLED')));
  const productRows = await db
    .select()
    .from(products)
    .where(
      and(
        productIds ? inArray(products.id, [...productIds]) : undefined,
        enrolled ? inArray(products.fiId, enrolled) : undefined,
      ),
    )
    .orderBy(asc(products.createdAt), asc(products.id));
  const lenderRows = await db.select().from(financialInstitutions);
  const tierRows = productRows.length
    ? await db
        .select()
        .from(tiers)
        .where(
          inArray(
            tiers.productId,
            productRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(tiers.position))
    : [];
  const termRows = await termsOfTiers(db, tierRows);
  const lenders: EngineLender[] = lenderRows.map((row) => ({
    id: row.id,
    acceptsMla: row.acceptsMla,
    membership: row.membership,
  }));
  const engineProducts: EngineProduct[] = productRows.map((row) => ({
    id: row.id,
    lenderId: row.fiId,
    type: row.productType as ProductType,
    status: row.status,
    ...(row.rule ? { rule: row.rule } : {}),
    ...(row.eligibility ? { eligibility: row.eligibility } : {}),
    inventory: {
      limitCount: row.redeemLimitCount,
      limitAmount: row.redeemLimitAmount === null ? null : Number(row.redeemLimitAmount),
      redeemedCount: row.redeemedCount,
      redeemedAmount: Number(row.redeemedAmount),
    },
    tiers: tierRows
      .filter((tier) => tier.productId === row.id)
      .map((tier) => ({
        id: tier.id,
        name: tier.name,
        type: tier.tierType,
        ...(tier.rule ? { rule: tier.rule } : {}),
        terms: termRows.filter((term) => term.tierId === tier.id).map(termOf),
      })),
  }));
  return { lenders, products: engineProducts };
}

export const productIdsOfLender = async (db: Reader, fiId: string) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.fiId, fiId))).map((row) => row.id);
