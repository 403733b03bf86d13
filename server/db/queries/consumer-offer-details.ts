import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../pool.ts';
import { financialInstitutions, offers, productDisclosures, productFaqs, products } from '../schema/index.ts';
import type { ConsumerScope } from './scope.ts';

/**
 * What a consumer reads about one of their offers beyond the offer itself (001 §7): its product's disclosures and
 * FAQs, and the lender offering it. Each answers nothing (null/undefined) for an offer or lender that is not the
 * scope's consumer's, which the handler answers as not found.
 */

/** The texts of the product of one of the consumer's offers, in the lender's order; null when the offer is not theirs. */
async function offerProductTexts<T extends typeof productDisclosures | typeof productFaqs>(
  db: Executor,
  scope: ConsumerScope,
  offerId: string,
  table: T,
): Promise<T['$inferSelect'][] | null> {
  const [offer] = await db
    .select({ productId: offers.productId })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, scope.consumerId)));
  if (!offer) return null;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.productId, offer.productId))
    .orderBy(asc(table.position));
  return rows as T['$inferSelect'][];
}

/** The disclosures of one of the consumer's offers (null when the offer is not theirs). */
export async function offerDisclosures(db: Executor, scope: ConsumerScope, params: { offerId: string }) {
  const rows = await offerProductTexts(db, scope, params.offerId, productDisclosures);
  return rows?.map(({ id, title, body }) => ({ id, title, body })) ?? null;
}

/** The FAQs of the product of one of the consumer's offers (null when the offer is not theirs). */
export async function offerFaqs(db: Executor, scope: ConsumerScope, params: { offerId: string }) {
  const rows = await offerProductTexts(db, scope, params.offerId, productFaqs);
  return rows?.map(({ id, question, answer }) => ({ id, question, answer })) ?? null;
}

/**
 * A lender the consumer has an offer from, as the marketplace shows it; undefined for any other: the consumer realm
 * has no business browsing other tenants.
 */
export async function offeringLender(db: Executor, scope: ConsumerScope, params: { fiId: string }) {
  const [lender] = await db
    .select({
      id: financialInstitutions.id,
      name: financialInstitutions.name,
      type: financialInstitutions.type,
      insuranceCoverage: financialInstitutions.insuranceCoverage,
      description: financialInstitutions.description,
      websiteUrl: financialInstitutions.websiteUrl,
      phone: financialInstitutions.phone,
      logoUrl: financialInstitutions.logoUrl,
      primaryColor: financialInstitutions.primaryColor,
    })
    .from(financialInstitutions)
    .where(
      and(
        eq(financialInstitutions.id, params.fiId),
        sql`exists (select 1 from ${offers} join ${products} on ${products.id} = ${offers.productId}
                where ${offers.consumerId} = ${scope.consumerId} and ${products.fiId} = ${financialInstitutions.id})`,
      ),
    );
  return lender;
}
