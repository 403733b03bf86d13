import type { Hono } from 'hono';
import { partnerGetOffer, partnerPrequal } from '../../api/partner.ts';
import { insertPrequalLead } from '../db/queries/prequal-leads.ts';
import { notFound, unauthorized } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';
import { eligiblePartnerOffers, embedderOffer, findPrequalMatch } from '../partner/prequal.ts';

const partnerOf = (c: AppContext) => c.get('partner') ?? Promise.reject(unauthorized());

/** The partner API v1 (api/partner.ts): called by an embedder's server with one of its API keys. */
export function registerPartnerRoutes(app: Hono<AppEnv>): void {
  route(app, partnerPrequal, async ({ body, c }) => {
    const partner = await partnerOf(c);
    const { db, encryptionKey } = c.get('deps');
    const match = await findPrequalMatch(db, encryptionKey, partner.embedderId, body);
    const found = match ? await eligiblePartnerOffers(db, match.consumerId) : [];
    const { firstName, lastName, address, city, state, zipcode, email, phone, embedderConsumerUuid } = body;
    const prequalId = await insertPrequalLead(db, encryptionKey, {
      embedderId: partner.embedderId,
      apiKeyId: partner.apiKeyId,
      consumerId: match?.consumerId ?? null,
      campaignId: match?.campaignId ?? null,
      hasOffers: found.length > 0,
      pii: { firstName, lastName, address, city, state, zipcode, email, phone, embedderConsumerUuid },
    });
    return { prequalId, hasOffers: found.length > 0, offers: found };
  });

  route(app, partnerGetOffer, async ({ params, c }) => {
    const partner = await partnerOf(c);
    const offer = await embedderOffer(c.get('deps').db, partner.embedderId, params.offerId);
    if (!offer) throw notFound('No such offer');
    return offer;
  });
}
