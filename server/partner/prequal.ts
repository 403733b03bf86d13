import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Offer } from '../../api/consumer.ts';
import type { PartnerOffer } from '../../api/partner.ts';
import { normalizeLastName, pickPrequalMatch } from '../../domain/partner/prequal-match.ts';
import type { PrequalRequest } from '../../domain/validation/prequal.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { type ConsumerAccess, loadConsumerWithCampaign } from '../db/queries/consumers.ts';
import { bureauAttributes, consumers, offers } from '../db/schema/index.ts';
import { assertOffersAvailable, loadOfferRows } from '../routes/consumers.service.ts';
import { loadOfferView, loadProductDisclosures, offerViewsOf } from '../routes/offer-view.service.ts';

/**
 * The embedder's consumer the partner's details name (domain/partner/prequal-match.ts): candidates are its
 * consumers in a campaign with the same last name (in SQL, the only clear-text field of the rule); zip code, date
 * of birth and SSN are compared once their sealed data is opened.
 */
export async function findPrequalMatch(
  db: Db,
  key: Buffer,
  embedderId: string,
  request: PrequalRequest,
): Promise<{ consumerId: string; campaignId: string } | undefined> {
  const rows = await db
    .select({
      id: consumers.id,
      lastName: consumers.lastName,
      pii: consumers.pii,
      campaignId: consumers.campaignId,
      bureauZipcode: bureauAttributes.zipcode,
    })
    .from(consumers)
    .leftJoin(
      bureauAttributes,
      and(eq(bureauAttributes.consumerId, consumers.id), eq(bureauAttributes.campaignId, consumers.campaignId)),
    )
    .where(
      and(
        eq(consumers.embedderId, embedderId),
        isNotNull(consumers.campaignId),
        eq(
          sql`regexp_replace(lower(trim(${consumers.lastName})), '\\s+', ' ', 'g')`,
          normalizeLastName(request.lastName),
        ),
      ),
    )
    .limit(500);
  const candidates = rows.map((row) => {
    const pii = openPii(key, row.pii);
    return {
      consumerId: row.id,
      campaignId: row.campaignId ?? '',
      lastName: row.lastName,
      zipcode: pii.zipcode ?? row.bureauZipcode ?? undefined,
      dob: pii.dob,
      ssn: pii.ssn,
    };
  });
  const match = pickPrequalMatch(request, candidates);
  return match && { consumerId: match.consumerId, campaignId: match.campaignId };
}

/** The consumer with their campaign when their offers are live (activated, not expired), else undefined. */
async function liveConsumer(db: Db, consumerId: string): Promise<ConsumerAccess | undefined> {
  const access = await loadConsumerWithCampaign(db, consumerId);
  if (!access) return undefined;
  try {
    assertOffersAvailable(access);
    return access;
  } catch {
    return undefined;
  }
}

async function toPartnerOffers(db: Db, views: readonly Offer[], productOf: (offerId: string) => string) {
  const disclosures = await loadProductDisclosures(db, [...new Set(views.map((view) => productOf(view.id)))]);
  return views.map(
    (view): PartnerOffer => ({
      offerId: view.id,
      lenderName: view.financialInstitution.name,
      productName: view.name,
      productType: view.productType,
      tierType: view.tierType,
      tierName: view.tierName,
      terms: view.terms,
      estimatedTerms: view.estimatedTerms,
      disclosureSummary: view.disclosureSummary,
      disclosures: disclosures
        .filter((disclosure) => disclosure.productId === productOf(view.id))
        .map(({ title, body }) => ({ title, body })),
      expiresAt: view.expiresAt,
      // The partner shows the offer to the consumer, so it must show the notice too (FCRA §615(d), decision 0610).
      ...(view.prescreenNotice ? { prescreenNotice: view.prescreenNotice } : {}),
    }),
  );
}

/** The consumer's eligible offers in their current campaign, as the partner API answers them. */
export async function eligiblePartnerOffers(db: Db, consumerId: string): Promise<PartnerOffer[]> {
  const access = await liveConsumer(db, consumerId);
  if (!access) return [];
  const rows = (await loadOfferRows(db, consumerId, access.campaign?.id ?? '')).filter(
    (row) => row.status === 'ELIGIBLE',
  );
  const productByOffer = new Map(rows.map((row) => [row.id, row.productId]));
  return toPartnerOffers(db, await offerViewsOf(db, access, rows), (id) => productByOffer.get(id) ?? '');
}

/** One eligible, live offer of one of the embedder's consumers; undefined for any other. */
export async function embedderOffer(db: Db, embedderId: string, offerId: string): Promise<PartnerOffer | undefined> {
  const [owner] = await db
    .select({ consumerId: offers.consumerId, productId: offers.productId })
    .from(offers)
    .innerJoin(consumers, eq(consumers.id, offers.consumerId))
    .where(and(eq(offers.id, offerId), eq(consumers.embedderId, embedderId)));
  if (!owner) return undefined;
  const access = await liveConsumer(db, owner.consumerId);
  const view = access && (await loadOfferView(db, access, offerId));
  if (view?.status !== 'ELIGIBLE') return undefined;
  return (await toPartnerOffers(db, [view], () => owner.productId))[0];
}
