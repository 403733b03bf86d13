import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/pool.ts';
import { consumers, offers, products } from '../../server/db/schema/index.ts';
import { DEMO_LENDERS } from '../../server/db/seed.ts';
import { jsonRequest } from './db.ts';
import { satisfyAllStipulations, verifyAllIdentities } from './demo-consumer.ts';

const summit = DEMO_LENDERS[0];

/** What redeeming wrote: the redemption (its loan lead's address), the offer, its campaign and the consumer's JWT. */
export interface SummitLead {
  readonly redemptionId: string;
  readonly offerId: string;
  readonly campaignId: string;
  readonly consumerJwt: string;
}

/**
 * A consumer of the current campaign who has not redeemed yet redeems one of Summit's AUTO offers through the API
 * (identities verified and stipulations satisfied first, so it completes and writes a NEW loan lead).
 */
export async function redeemSummitOffer(
  ctx: {
    readonly app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
    readonly db: Db;
  },
  options: {
    /** The application's answers sent with the redemption. */
    readonly answers?: Readonly<Record<string, string>>;
    /** Runs signed in, before redeeming (a licence scan, a branch or tract to find). */
    readonly beforeRedeem?: (consumer: { consumerId: string; offerId: string; consumerJwt: string }) => Promise<void>;
  } = {},
): Promise<SummitLead> {
  await verifyAllIdentities(ctx.db);
  await satisfyAllStipulations(ctx.db);
  const [row] = await ctx.db
    .select({
      offerId: offers.id,
      consumerId: consumers.id,
      campaignId: offers.campaignId,
      accessCode: consumers.accessCode,
      lastName: consumers.lastName,
      terms: offers.terms,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(consumers, eq(consumers.id, offers.consumerId))
    .where(
      and(
        eq(products.fiId, summit.id),
        eq(offers.status, 'ELIGIBLE'),
        eq(products.category, 'AUTO'),
        sql`not exists (select 1 from redemptions r where r.consumer_id = ${consumers.id})`,
      ),
    )
    .limit(1);
  if (!row) throw new Error('no Summit AUTO offer to redeem');
  const signIn = await ctx.app.request(
    '/api/auth/consumer',
    jsonRequest('POST', { accessCode: row.accessCode, lastName: row.lastName }),
  );
  const consumerJwt = ((await signIn.json()) as { jwt: string }).jwt;
  await options.beforeRedeem?.({ consumerId: row.consumerId, offerId: row.offerId, consumerJwt });
  const term = row.terms[0];
  const redeemed = await ctx.app.request(
    `/api/consumers/current/offers/${row.offerId}/redemptions`,
    jsonRequest('POST', { amount: term?.minimum, term: term?.term, ...options.answers }, consumerJwt),
  );
  expect(redeemed.status, await redeemed.clone().text()).toBe(201);
  const redemptionId = ((await redeemed.json()) as { id: string }).id;
  return { redemptionId, offerId: row.offerId, campaignId: row.campaignId, consumerJwt };
}
