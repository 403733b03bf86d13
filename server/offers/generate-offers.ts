import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import { compileEngine } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers, type ConsumerRecord } from '../../domain/engine/consumer-batch.ts';
import type { Db } from '../db/pool.ts';
import { bureauAttributes, consumers, loans, offers } from '../db/schema/index.ts';
import { loadEngineConfig } from './engine-config.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface GenerationResult {
  consumers: number;
  eligible: number;
  redacted: number;
}

/**
 * Runs the domain offer engine for a campaign's consumers (all of them, or the listed ones for re-evaluation) and
 * writes the result: a new offer for each consumer × product the engine offers, ELIGIBLE again where it offers
 * once more, REDACTED (with the engine's reason) where an existing offer is no longer offered. Offers are never
 * written any other way. Consumers whose offers changed get their offers version bumped (the offers ETag).
 */
export async function generateOffers(
  db: Executor,
  campaignId: string,
  consumerIds?: readonly string[],
): Promise<GenerationResult> {
  const config = await loadEngineConfig(db, undefined, campaignId);
  const engine = compileEngine(config);
  const rows = await db
    .select({
      consumerId: bureauAttributes.consumerId,
      attributes: bureauAttributes.attributes,
      state: bureauAttributes.state,
      county: bureauAttributes.county,
      zipcode: bureauAttributes.zipcode,
      annualIncome: consumers.annualIncome,
      payFrequency: consumers.payFrequency,
    })
    .from(bureauAttributes)
    .innerJoin(consumers, eq(consumers.id, bureauAttributes.consumerId))
    .where(
      and(
        eq(bureauAttributes.campaignId, campaignId),
        consumerIds ? inArray(bureauAttributes.consumerId, [...consumerIds]) : undefined,
      ),
    );
  if (rows.length === 0) return { consumers: 0, eligible: 0, redacted: 0 };
  const vehicles = await db
    .select({ consumerId: loans.consumerId, collateral: loans.collateral })
    .from(loans)
    .where(
      inArray(
        loans.consumerId,
        rows.map((row) => row.consumerId),
      ),
    );

  // The engine keys consumers by number: the row index stands in for the uuid.
  const records: ConsumerRecord[] = rows.map((row, index) => {
    const vehicle = vehicles.find((v) => v.consumerId === row.consumerId && v.collateral)?.collateral;
    return {
      id: index,
      attributes: row.attributes,
      state: row.state,
      county: row.county,
      zip: row.zipcode,
      mla: row.attributes.MILITARY_LENDING_COVERED === 1,
      stated: {
        annualIncome: row.annualIncome === null ? null : Number(row.annualIncome),
        payFrequency: row.payFrequency as PayFrequency | null,
        vehicleYear: vehicle?.year ?? null,
        vehicleMileage: vehicle?.mileage ?? null,
      },
    };
  });
  const result = engine.run(batchFromConsumers(records), { declines: true });

  const existing = await db
    .select({ id: offers.id, consumerId: offers.consumerId, productId: offers.productId, status: offers.status })
    .from(offers)
    .where(
      and(
        eq(offers.campaignId, campaignId),
        inArray(
          offers.consumerId,
          rows.map((row) => row.consumerId),
        ),
      ),
    );
  const key = (consumerId: string, productId: string) => `${consumerId}|${productId}`;
  const existingByKey = new Map(existing.map((offer) => [key(offer.consumerId, offer.productId), offer]));
  const changed = new Set<string>();

  const toInsert: (typeof offers.$inferInsert)[] = [];
  const reoffered: string[] = [];
  for (let k = 0; k < result.offers.length; k++) {
    const row = rows[result.offers.row[k] as number];
    const product = engine.products[result.offers.product[k] as number];
    const tier = product?.tiers[result.offers.tier[k] as number];
    if (!row || !product || !tier) continue;
    const previous = existingByKey.get(key(row.consumerId, product.id));
    if (previous) {
      if (previous.status !== 'ELIGIBLE') {
        reoffered.push(previous.id);
        changed.add(row.consumerId);
      }
      continue;
    }
    changed.add(row.consumerId);
    toInsert.push({
      consumerId: row.consumerId,
      campaignId,
      productId: product.id,
      tierId: tier.id,
      status: 'ELIGIBLE',
      terms: [...tier.terms],
    });
  }
  const redactions: { id: string; reason: string }[] = [];
  for (const decline of result.declines) {
    const row = rows[decline.row];
    const product = engine.products[decline.product];
    if (!row || !product) continue;
    const previous = existingByKey.get(key(row.consumerId, product.id));
    if (previous && previous.status === 'ELIGIBLE') {
      redactions.push({ id: previous.id, reason: decline.reason });
      changed.add(row.consumerId);
    }
  }

  if (toInsert.length > 0) await db.insert(offers).values(toInsert);
  if (reoffered.length > 0) {
    await db
      .update(offers)
      .set({ status: 'ELIGIBLE', reason: null, updatedAt: sql`now()` })
      .where(inArray(offers.id, reoffered));
  }
  for (const redaction of redactions) {
    await db
      .update(offers)
      .set({ status: 'REDACTED', reason: redaction.reason, updatedAt: sql`now()` })
      .where(eq(offers.id, redaction.id));
  }
  if (changed.size > 0) {
    await db
      .update(consumers)
      .set({ offersVersion: sql`${consumers.offersVersion} + 1` })
      .where(inArray(consumers.id, [...changed]));
  }
  return { consumers: rows.length, eligible: toInsert.length + reoffered.length, redacted: redactions.length };
}
