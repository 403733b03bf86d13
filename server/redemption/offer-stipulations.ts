import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { categoriesOf } from '../../domain/catalog/stipulation-documents.ts';
import { evaluateRule } from '../../domain/rules/evaluate-rule.ts';
import { parseRule } from '../../domain/rules/parse-rule.ts';
import type { Executor } from '../db/pool.ts';
import { reusableStatement } from '../db/reusable-statement.ts';
import { bureauAttributes, offers, stipulationCatalogue, stipulations } from '../db/schema/index.ts';

/** An offer as the redemption has read it already: no need to read it again. */
export interface OfferKey {
  readonly id: string;
  readonly productId: string;
  readonly consumerId: string;
  readonly campaignId: string;
}

/** One document an offer asks for: the product's stipulation row, named and described by its catalogue entry. */
export interface OfferStipulation {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly allowedDocuments: readonly string[];
}

/** ACTIVE catalogue stipulations whose rule this consumer's bureau attributes (in the offer's campaign) match. */
async function matchingRuleStipulations(
  db: Executor,
  offer: { consumerId: string; campaignId: string },
): Promise<(typeof stipulationCatalogue.$inferSelect)[]> {
  const withRules = await catalogueRules(db).execute();
  if (withRules.length === 0) return [];
  const [bureau] = await db
    .select({ attributes: bureauAttributes.attributes })
    .from(bureauAttributes)
    .where(and(eq(bureauAttributes.consumerId, offer.consumerId), eq(bureauAttributes.campaignId, offer.campaignId)));
  const attributes = bureau?.attributes ?? {};
  return withRules.filter((entry) => {
    const parsed = parseRule(entry.rule ?? '', { context: 'console' });
    // Rules are checked when saved; one that no longer parses (a field retired since) asks for nothing.
    return parsed.ok && evaluateRule(parsed.ast, (field) => attributes[field]);
  });
}

/**
 * The documents an offer asks for (the redeem journey's stipulations): the product's own rows (those listed from the
 * catalogue only while their entry is ACTIVE) and every ACTIVE catalogue stipulation whose rule matches the
 * consumer. A matching one gets a row for the product the first time, so its id stays stable for uploads.
 */
export async function offerStipulations(db: Executor, of: string | OfferKey): Promise<OfferStipulation[]> {
  const offer =
    typeof of === 'string'
      ? (
          await db
            .select({ productId: offers.productId, consumerId: offers.consumerId, campaignId: offers.campaignId })
            .from(offers)
            .where(eq(offers.id, of))
        )[0]
      : of;
  if (!offer) return [];
  const matched = await matchingRuleStipulations(db, offer);
  if (matched.length > 0) {
    await db
      .insert(stipulations)
      .values(
        matched.map((entry) => ({
          productId: offer.productId,
          catalogueId: entry.id,
          viaRule: true,
          name: entry.name,
          category: categoriesOf(entry.allowedDocuments)[0] ?? 'name',
        })),
      )
      .onConflictDoNothing();
  }
  const matchedIds = new Set(matched.map((entry) => entry.id));
  const rows = await productStipulations(db).execute({ productId: offer.productId });
  return rows
    .filter(({ row, entry }) => {
      if (!row.catalogueId) return true;
      if (entry?.status !== 'ACTIVE') return false;
      return !row.viaRule || matchedIds.has(entry.id);
    })
    .map(({ row, entry }) => ({
      id: row.id,
      name: entry?.name ?? row.name,
      category: (entry && categoriesOf(entry.allowedDocuments)[0]) ?? row.category,
      allowedDocuments: entry?.allowedDocuments ?? [row.name],
    }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

/** Ids of the documents an offer asks for (for the counts of missing uploads). */
export async function offerStipulationIds(db: Executor, offer: string | OfferKey): Promise<string[]> {
  return (await offerStipulations(db, offer)).map((stipulation) => stipulation.id);
}

/** The two reads every redemption makes, built once (reusable-statement.ts). */
const catalogueRules = reusableStatement('stipulation_catalogue_rules', (db) =>
  db
    .select()
    .from(stipulationCatalogue)
    .where(and(eq(stipulationCatalogue.status, 'ACTIVE'), isNotNull(stipulationCatalogue.rule))),
);
const productStipulations = reusableStatement('product_stipulations', (db) =>
  db
    .select({ row: stipulations, entry: stipulationCatalogue })
    .from(stipulations)
    .leftJoin(stipulationCatalogue, eq(stipulationCatalogue.id, stipulations.catalogueId))
    .where(eq(stipulations.productId, sql.placeholder('productId'))),
);
