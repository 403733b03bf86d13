import { and, eq, inArray, sql } from 'drizzle-orm';
import { compileEngine, type OfferEngine, type RunResult } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers, type ConsumerRecord } from '../../domain/engine/consumer-batch.ts';
import { NEW_OFFER_STATUS, offerMoves } from '../../machines/campaign/offer-lifecycle.ts';
import type { Db } from '../db/pool.ts';
import { consumers, offers } from '../db/schema/index.ts';
import { type CampaignConsumerRow, consumerRecords, selectCampaignConsumers } from './consumer-records.ts';
import { loadEngineConfig } from './engine-config.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface GenerationResult {
  consumers: number;
  eligible: number;
  redacted: number;
}

type ConsumerRow = CampaignConsumerRow;

/** The engine's records of the rows (with each consumer's MLA flag). */
const engineRecords = (db: Executor, rows: readonly ConsumerRow[]): Promise<ConsumerRecord[]> =>
  consumerRecords(db, rows);

interface ExistingOffer {
  id: string;
  consumerId: string;
  productId: string;
  status: string;
}

/** What the engine's answer changes in the offers already there. */
interface OfferChanges {
  toInsert: (typeof offers.$inferInsert)[];
  /** Offers offered again after a redaction. */
  reoffered: string[];
  redactions: { id: string; reason: string }[];
  /** Consumers whose offers changed: their offers version is bumped. */
  changed: Set<string>;
}

/*
 * The offerLifecycle machine asked once, not per row (a re-evaluation writes in bulk): the statuses the engine's
 * offer and decline leave, and the ones they enter. The UPDATEs are conditional on the from-states.
 */
const REOFFERING = offerMoves.taking('OFFER');
const REOFFERED = offerMoves.target('OFFER');
const REDACTING = offerMoves.taking('DECLINE');
const REDACTED = offerMoves.target('DECLINE');
const leaves = (from: readonly string[], status: string) => from.includes(status);

const offerKey = (consumerId: string, productId: string) => `${consumerId}|${productId}`;

/** New offers, and offers made ELIGIBLE again, from the engine's offers. */
function planOffered(
  engine: OfferEngine,
  rows: readonly ConsumerRow[],
  result: RunResult,
  existingByKey: ReadonlyMap<string, ExistingOffer>,
  campaignId: string,
  changes: OfferChanges,
): void {
  for (let k = 0; k < result.offers.length; k++) {
    const row = rows[result.offers.row[k] as number];
    const product = engine.products[result.offers.product[k] as number];
    const tier = product?.tiers[result.offers.tier[k] as number];
    if (!row || !product || !tier) continue;
    const previous = existingByKey.get(offerKey(row.consumerId, product.id));
    if (previous) {
      if (leaves(REOFFERING, previous.status)) {
        changes.reoffered.push(previous.id);
        changes.changed.add(row.consumerId);
      }
      continue;
    }
    changes.changed.add(row.consumerId);
    changes.toInsert.push({
      consumerId: row.consumerId,
      campaignId,
      productId: product.id,
      tierId: tier.id,
      status: NEW_OFFER_STATUS,
      terms: [...tier.terms],
    });
  }
}

/** ELIGIBLE offers the engine now declines, with its reason. */
function planRedactions(
  engine: OfferEngine,
  rows: readonly ConsumerRow[],
  result: RunResult,
  existingByKey: ReadonlyMap<string, ExistingOffer>,
  changes: OfferChanges,
): void {
  for (const decline of result.declines) {
    const row = rows[decline.row];
    const product = engine.products[decline.product];
    if (!row || !product) continue;
    const previous = existingByKey.get(offerKey(row.consumerId, product.id));
    if (previous && leaves(REDACTING, previous.status)) {
      changes.redactions.push({ id: previous.id, reason: decline.reason });
      changes.changed.add(row.consumerId);
    }
  }
}

async function applyOfferChanges(db: Executor, changes: OfferChanges): Promise<void> {
  if (changes.toInsert.length > 0) await db.insert(offers).values(changes.toInsert);
  if (changes.reoffered.length > 0) {
    await db
      .update(offers)
      .set({ status: REOFFERED, reason: null, updatedAt: sql`now()` })
      .where(and(inArray(offers.id, changes.reoffered), inArray(offers.status, REOFFERING)));
  }
  for (const redaction of changes.redactions) {
    await db
      .update(offers)
      .set({ status: REDACTED, reason: redaction.reason, updatedAt: sql`now()` })
      .where(and(eq(offers.id, redaction.id), inArray(offers.status, REDACTING)));
  }
  if (changes.changed.size > 0) {
    await db
      .update(consumers)
      .set({ offersVersion: sql`${consumers.offersVersion} + 1` })
      .where(inArray(consumers.id, [...changes.changed]));
  }
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
  const engine = compileEngine(await loadEngineConfig(db, undefined, campaignId));
  const rows = await selectCampaignConsumers(db, campaignId, consumerIds);
  if (rows.length === 0) return { consumers: 0, eligible: 0, redacted: 0 };
  const result = engine.run(batchFromConsumers(await engineRecords(db, rows)), { declines: true });
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
  const existingByKey = new Map(existing.map((offer) => [offerKey(offer.consumerId, offer.productId), offer]));
  const changes: OfferChanges = { toInsert: [], reoffered: [], redactions: [], changed: new Set() };
  planOffered(engine, rows, result, existingByKey, campaignId, changes);
  planRedactions(engine, rows, result, existingByKey, changes);
  await applyOfferChanges(db, changes);
  return {
    consumers: rows.length,
    eligible: changes.toInsert.length + changes.reoffered.length,
    redacted: changes.redactions.length,
  };
}
