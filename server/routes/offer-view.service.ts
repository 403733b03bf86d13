import { asc, inArray } from 'drizzle-orm';
import type { Offer } from '../../api/consumer.ts';
import type { Db } from '../db/pool.ts';
import type { ConsumerAccess } from '../db/queries/consumers.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { productDisclosures } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { loadBranchDistances } from '../offers/branch-distance.ts';
import { toOfferViews } from '../offers/offer-view.ts';
import { listeningEndpoint, recordDelivery } from '../postbacks/outbox.ts';
import { workflowsOf } from '../redemption/workflow-requirements.ts';
import { loadAddOns, loadOfferRows, loadRefinanceBalance } from './consumers.service.ts';

/**
 * One of the consumer's offers as the marketplace shows it (estimates computed among its siblings of the same type,
 * distance, add-ons); undefined when it is not theirs.
 */
export async function loadOfferView(db: Db, access: ConsumerAccess, offerId: string): Promise<Offer | undefined> {
  const consumerId = access.consumer.id;
  const campaignId = access.campaign?.id ?? '';
  const [offer] = await loadOfferRows(db, consumerId, campaignId, offerId);
  if (!offer) return undefined;
  const siblings = await loadOfferRows(db, consumerId, campaignId);
  const views = toOfferViews(
    siblings.filter((s) => s.productType === offer.productType),
    {
      payFrequency: access.consumer.payFrequency as never,
      expiresAt: access.campaign?.expiresAt ?? new Date(),
      refinanceBalance: offer.productType === 'Auto_Refi' ? await loadRefinanceBalance(db, consumerId) : undefined,
      distances: await loadBranchDistances(db, consumerId, campaignId, [offer.fiId]),
      addOns: await loadAddOns(db, [offer.productId]),
      workflows: await workflowsOf(db, campaignId, [offer.fiId]),
    },
  );
  return views.find((view) => view.id === offer.id);
}

/**
 * The partner event of the scope's consumer opening an offer's detail (issue 16 postbacks): sent to the consumer's embedder
 * when it listens for it, once per offer a day however often the detail is reopened.
 */
export async function emitOfferViewed(deps: AppDeps, scope: ConsumerScope, offerId: string): Promise<void> {
  const { consumerId } = scope;
  // The common case (no endpoint listening) costs one read and no transaction.
  const endpoint = await listeningEndpoint(deps.db, 'offer.viewed', { consumerId });
  if (!endpoint) return;
  const at = deps.now?.() ?? new Date();
  const event = {
    data: { offerId, consumerId },
    dedupeKey: `offer.viewed:${offerId}:${at.toISOString().slice(0, 10)}`,
    at,
  };
  await deps.db.transaction((tx) => recordDelivery(tx, deps.boss, endpoint, 'offer.viewed', event));
}

/**
 * The marketplace's views of a consumer's offer rows (loadOfferRows): estimates among siblings of each type,
 * branch distances, add-ons. The consumer's offers list and the partner API's prequal answer are both this.
 */
export async function offerViewsOf(
  db: Db,
  access: ConsumerAccess,
  rows: Awaited<ReturnType<typeof loadOfferRows>>,
): Promise<Offer[]> {
  const consumerId = access.consumer.id;
  const refinanceBalance = rows.some((r) => r.productType === 'Auto_Refi')
    ? await loadRefinanceBalance(db, consumerId)
    : undefined;
  return toOfferViews(rows, {
    payFrequency: access.consumer.payFrequency as never,
    expiresAt: access.campaign?.expiresAt ?? new Date(),
    refinanceBalance,
    distances: await loadBranchDistances(
      db,
      consumerId,
      access.campaign?.id ?? '',
      rows.map((r) => r.fiId),
    ),
    addOns: await loadAddOns(
      db,
      rows.map((r) => r.productId),
    ),
    workflows: await workflowsOf(
      db,
      access.campaign?.id ?? '',
      rows.map((r) => r.fiId),
    ),
  });
}

/** The lender's disclosures of each product, in their order (what GET …/offers/{id}/disclosures lists). */
export async function loadProductDisclosures(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return await db
    .select({
      productId: productDisclosures.productId,
      id: productDisclosures.id,
      title: productDisclosures.title,
      body: productDisclosures.body,
    })
    .from(productDisclosures)
    .where(inArray(productDisclosures.productId, [...productIds]))
    .orderBy(asc(productDisclosures.productId), asc(productDisclosures.position));
}
