import { eq, sql } from 'drizzle-orm';
import type { Db } from '../pool.ts';
import { consumers, redemptions, ucCampaigns } from '../schema/index.ts';
import { isUuid } from './console-users.ts';
import type { ConsumerScope } from './scope.ts';

export type Consumer = typeof consumers.$inferSelect;

/** A consumer signs in with the access code (or their uuid) and last name, compared case-insensitively. */
export async function findConsumerForSignIn(
  db: Db,
  params: { accessCode: string; lastName: string },
): Promise<Consumer | null> {
  const byCode = isUuid(params.accessCode)
    ? eq(consumers.id, params.accessCode)
    : eq(sql`upper(${consumers.accessCode})`, params.accessCode.toUpperCase());
  const [row] = await db.select().from(consumers).where(byCode);
  if (!row || row.lastName.trim().toLowerCase() !== params.lastName.trim().toLowerCase()) return null;
  return row;
}

/** What the access check and the offers call read: a handful of columns, not the sealed PII. */
const ACCESS_COLUMNS = {
  id: consumers.id,
  workflowState: consumers.workflowState,
  pendingRedemptionId: consumers.pendingRedemptionId,
  campaignId: consumers.campaignId,
  payFrequency: consumers.payFrequency,
  offersVersion: consumers.offersVersion,
  /**
   * The consumer's redemptions (offer and status of each) as a short hash: part of the offers answer's ETag, since
   * every offer says whether it is redeemed and a redemption does not bump offersVersion. Read with the row, so a
   * cached row answers it without a round trip; migration 0043 drops the row when a redemption changes.
   */
  redemptionsStamp: sql<string>`(select left(coalesce(md5(string_agg(${redemptions.offerId}::text || ':' ||
    ${redemptions.status}, ',' order by ${redemptions.offerId}, ${redemptions.status})), '0'), 12)
    from ${redemptions} where ${redemptions.consumerId} = ${consumers.id})`,
};
const CAMPAIGN_COLUMNS = {
  id: ucCampaigns.id,
  name: ucCampaigns.name,
  status: ucCampaigns.status,
  startsAt: ucCampaigns.startsAt,
  expiresAt: ucCampaigns.expiresAt,
};

const prepareConsumerWithCampaign = (db: Db) =>
  db
    .select({ consumer: ACCESS_COLUMNS, campaign: CAMPAIGN_COLUMNS })
    .from(consumers)
    .leftJoin(ucCampaigns, eq(ucCampaigns.id, consumers.campaignId))
    .where(eq(consumers.id, sql.placeholder('consumerId')))
    .prepare('consumer_with_campaign');
const prepared = new WeakMap<Db, ReturnType<typeof prepareConsumerWithCampaign>>();

/**
 * The consumer and their campaign in one round trip (the access check and every consumer call need both). A named
 * prepared statement: Postgres plans it once per connection, which more than doubles the rate it can answer it.
 * By id, unscoped on purpose: the access check reads it to verify the session a scope is then minted from, and the
 * partner API for the consumer its prequal names; a consumer's handler reads it through `requireConsumer` (scope).
 */
export async function loadConsumerWithCampaign(db: Db, consumerId: string) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareConsumerWithCampaign(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ consumerId });
  return row;
}
export type ConsumerAccess = NonNullable<Awaited<ReturnType<typeof loadConsumerWithCampaign>>>;

/** The scope's consumer's whole row (sealed PII included) with their campaign: for their own profile calls. */
export async function loadFullConsumer(db: Db, scope: ConsumerScope) {
  const [row] = await db
    .select({ consumer: consumers, campaign: CAMPAIGN_COLUMNS })
    .from(consumers)
    .leftJoin(ucCampaigns, eq(ucCampaigns.id, consumers.campaignId))
    .where(eq(consumers.id, scope.consumerId));
  return row;
}
export type FullConsumer = NonNullable<Awaited<ReturnType<typeof loadFullConsumer>>>;

/** The consumer row by id (undefined when there is none): a new registration's own record. */
export async function findConsumerById(db: Db, consumerId: string): Promise<Consumer | undefined> {
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, consumerId));
  return consumer;
}

/** A consumer by access code (support's lookup): the names it shows and the campaign whose trace it replays. */
export async function findConsumerByAccessCode(db: Db, accessCode: string) {
  const [consumer] = await db
    .select({
      id: consumers.id,
      firstName: consumers.firstName,
      lastName: consumers.lastName,
      accessCode: consumers.accessCode,
      campaignId: consumers.campaignId,
    })
    .from(consumers)
    .where(eq(consumers.accessCode, accessCode.toUpperCase()));
  return consumer;
}
