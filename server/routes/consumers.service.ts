import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Consumer, ConsumerPatch, Vehicle } from '../../api/consumer.ts';
import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import { maskSsn } from '../../domain/format/ssn.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import {
  type ConsumerAccess,
  type FullConsumer,
  loadConsumerWithCampaign,
  loadFullConsumer,
} from '../db/queries/consumers.ts';
import { shownByConsumerEmbedder } from '../db/queries/embedders.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import {
  financialInstitutions,
  loans,
  offers,
  productAddOns,
  products,
  redemptions,
  tiers,
} from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { OfferRow } from '../offers/offer-view.ts';
import { assertCampaignOffersLive } from '../offers/offers-live.ts';

/**
 * The scope's consumer and campaign: the access check's row when present (one round trip per call; it is the same
 * consumer, the session's subject the scope was minted from), else a fresh read (after a write).
 */
export async function requireConsumer(
  db: Db,
  scope: ConsumerScope,
  loaded?: ConsumerAccess | null,
): Promise<ConsumerAccess> {
  const row = loaded ?? (await loadConsumerWithCampaign(db, scope.consumerId));
  if (!row) throw new ApiError(401, 'INVALID_SESSION', 'Your session is no longer valid. Please sign in again.');
  return row;
}

export async function requireFullConsumer(db: Db, scope: ConsumerScope): Promise<FullConsumer> {
  const row = await loadFullConsumer(db, scope);
  if (!row) throw new ApiError(401, 'INVALID_SESSION', 'Your session is no longer valid. Please sign in again.');
  return row;
}

/**
 * Whether the consumer may see offers now (001 §4, §8): offers exist only once OFFERS_GENERATED holds and the
 * campaign's offers are live (activated and inside the active offers period; an activation scheduled ahead of the
 * period is not yet); an ended campaign's offers are expired.
 */
export function assertOffersAvailable({ consumer, campaign }: ConsumerAccess, now = new Date()): void {
  if (!campaign) throw new ApiError(401, 'INVALID_SESSION', 'There is no campaign for this session.');
  assertCampaignOffersLive(campaign, now);
  if (!consumer.workflowState.includes('OFFERS_GENERATED')) {
    throw new ApiError(409, 'OFFERS_NOT_ACTIVATED', 'Your offers are not available yet.');
  }
}

export function toConsumerView({ consumer, campaign }: FullConsumer, encryptionKey: Buffer): Consumer {
  const pii = openPii(encryptionKey, consumer.pii);
  return {
    id: consumer.id,
    permId: null,
    embedderConsumerUuid: null,
    firstName: consumer.firstName,
    middleName: pii.middleName ?? null,
    lastName: consumer.lastName,
    suffix: pii.suffix ?? null,
    address: pii.street
      ? {
          street: pii.street,
          city: pii.city ?? '',
          county: pii.county ?? null,
          state: pii.state ?? '',
          zipcode: pii.zipcode ?? '',
          country: 'US',
        }
      : null,
    ssn: pii.ssn ? maskSsn(pii.ssn) : null,
    email: pii.email ?? null,
    phone: pii.phone ?? null,
    dob: pii.dob ?? null,
    annualIncome: consumer.annualIncome,
    annualHouseholdIncome: consumer.annualHouseholdIncome,
    payFrequency: consumer.payFrequency as PayFrequency | null,
    incomeConfirmed: consumer.incomeConfirmed,
    vehicleConfirmed: consumer.vehicleConfirmed,
    workflowState: consumer.pendingRedemptionId
      ? [...new Set([...consumer.workflowState, 'PENDING_DOCUMENTS'])]
      : consumer.workflowState,
    pendingRedemptionId: consumer.pendingRedemptionId,
    campaign: campaign
      ? { id: campaign.id, name: campaign.name, status: campaign.status, expiresAt: campaign.expiresAt.toISOString() }
      : null,
  };
}

/** The consumer's offers in their campaign with product, tier and lender: one query. */
export async function loadOfferRows(db: Db, consumerId: string, campaignId: string, offerId?: string) {
  const rows = await db
    .select({
      id: offers.id,
      status: offers.status,
      offerType: offers.offerType,
      terms: offers.terms,
      productId: products.id,
      productName: products.name,
      redirectUrl: products.redirectUrl,
      productType: products.productType,
      types: products.types,
      repaymentFrequency: products.repaymentFrequency,
      paymentCalculation: products.paymentCalculation,
      disclosureSummary: products.disclosureSummary,
      tierType: tiers.tierType,
      tierName: tiers.name,
      fiId: financialInstitutions.id,
      fiName: financialInstitutions.name,
      fiLogoUrl: financialInstitutions.logoUrl,
      fiInsuranceCoverage: financialInstitutions.insuranceCoverage,
      fiCreditBureau: financialInstitutions.creditBureau,
      // At most one live redemption per offer (the partial unique index redemptions_live_offer). The consumer key
      // too, though implied: with both tables distributed on it, one node answers (docs/scaling.md).
      redemptionStatus: sql<string | null>`(select ${redemptions.status} from ${redemptions}
        where ${redemptions.consumerId} = ${offers.consumerId} and ${redemptions.offerId} = ${offers.id}
        and ${redemptions.status} <> 'CANCELLED' limit 1)`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(tiers, eq(tiers.id, offers.tierId))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, products.fiId))
    .where(
      and(
        eq(offers.consumerId, consumerId),
        eq(offers.campaignId, campaignId),
        offerId ? eq(offers.id, offerId) : undefined,
        shownByConsumerEmbedder(consumerId),
      ),
    )
    .orderBy(asc(products.name), asc(offers.id));
  return rows satisfies OfferRow[];
}

export async function loadRefinanceBalance(db: Db, consumerId: string): Promise<string | undefined> {
  const [loan] = await db
    .select({ balance: loans.estimatedBalance })
    .from(loans)
    .where(and(eq(loans.consumerId, consumerId), eq(loans.productCategory, 'AUTO')));
  return loan?.balance;
}

/** Confirmed income and pay frequency cannot be changed afterwards (001 §4). */
export function assertIncomeEditable(consumer: FullConsumer['consumer'], patch: ConsumerPatch): void {
  if (!consumer.incomeConfirmed) return;
  const changesIncome =
    (patch.annualIncome !== undefined && Number(patch.annualIncome) !== Number(consumer.annualIncome)) ||
    (patch.payFrequency !== undefined && patch.payFrequency !== consumer.payFrequency);
  if (changesIncome) {
    throw new ApiError(409, 'VALIDATION_FAILED', 'Confirmed income and pay frequency cannot be changed.');
  }
}

export const sameVehicle = (a: Vehicle | null, b: Vehicle) =>
  a !== null &&
  a.year === b.year &&
  a.make === b.make &&
  a.model === b.model &&
  (a.trim ?? '') === (b.trim ?? '') &&
  (a.mileage ?? null) === (b.mileage ?? null);

/** The add-ons of the given products, by product id (001 §3 offer addOns). */
export async function loadAddOns(
  db: Db,
  productIds: readonly string[],
): Promise<ReadonlyMap<string, { id: string; name: string; productType: string }[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productAddOns.id,
      productId: productAddOns.productId,
      name: productAddOns.name,
      productType: productAddOns.productType,
    })
    .from(productAddOns)
    .where(inArray(productAddOns.productId, [...new Set(productIds)]));
  const byProduct = new Map<string, { id: string; name: string; productType: string }[]>();
  for (const { productId, ...addOn } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), addOn]);
  return byProduct;
}
