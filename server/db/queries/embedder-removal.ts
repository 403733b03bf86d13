import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { FINISHED_CAMPAIGN_STATUSES } from '../../../machines/campaign/campaign-lifecycle.ts';
import type { Executor } from '../pool.ts';
import {
  campaignEmbedders,
  consoleUsers,
  consumerFiles,
  consumers,
  embedderApiKeys,
  embedders,
  postbackDeliveries,
  prequalLeads,
  ucCampaigns,
} from '../schema/index.ts';
import { firstRefusal, type RefusalCheck } from './removal-refusal.ts';
import type { EmbedderScope } from './scope.ts';

/** What stands in the way of removing an embedder (002 §3 "FI or embedder removed"), in the admin's words. */
export const EMBEDDER_REMOVAL_REFUSALS = {
  consumers: 'This embedder has consumers: they came from its site and their marketplaces wear its theme',
  consumerFiles: 'This embedder has uploaded consumer files: they are a campaign’s record',
  prequalLeads: 'This embedder has prequal leads: they are its partners’ record',
  deliveries: 'This embedder has partner event deliveries: they are its partners’ record',
  apiKeys: 'This embedder has an API key in use: revoke or disable it first',
  enrolled: 'This embedder is enrolled in a campaign that has not ended: unenroll it first',
} as const;

/** Each check is a "does any row exist" query; the first that finds one names the refusal. */
const checks = (db: Executor, embedderId: string): readonly RefusalCheck<keyof typeof EMBEDDER_REMOVAL_REFUSALS>[] => [
  [
    'consumers',
    () => db.select({ id: consumers.id }).from(consumers).where(eq(consumers.embedderId, embedderId)).limit(1),
  ],
  [
    'consumerFiles',
    () =>
      db.select({ id: consumerFiles.id }).from(consumerFiles).where(eq(consumerFiles.embedderId, embedderId)).limit(1),
  ],
  [
    'prequalLeads',
    () => db.select({ id: prequalLeads.id }).from(prequalLeads).where(eq(prequalLeads.embedderId, embedderId)).limit(1),
  ],
  [
    'deliveries',
    () =>
      db
        .select({ id: postbackDeliveries.id })
        .from(postbackDeliveries)
        .where(eq(postbackDeliveries.embedderId, embedderId))
        .limit(1),
  ],
  [
    // "In use": enabled, not revoked, and called at least once — a partner relies on it.
    'apiKeys',
    () =>
      db
        .select({ id: embedderApiKeys.id })
        .from(embedderApiKeys)
        .where(
          and(
            eq(embedderApiKeys.embedderId, embedderId),
            eq(embedderApiKeys.enabled, true),
            isNull(embedderApiKeys.revokedAt),
            isNotNull(embedderApiKeys.lastUsedAt),
          ),
        )
        .limit(1),
  ],
  [
    'enrolled',
    () =>
      db
        .select({ id: campaignEmbedders.campaignId })
        .from(campaignEmbedders)
        .innerJoin(ucCampaigns, eq(ucCampaigns.id, campaignEmbedders.campaignId))
        .where(
          and(
            eq(campaignEmbedders.embedderId, embedderId),
            notInArray(ucCampaigns.status, [...FINISHED_CAMPAIGN_STATUSES]),
          ),
        )
        .limit(1),
  ],
];

/** The first reason the embedder cannot be removed, or null when nothing depends on it. */
export const embedderRemovalRefusal = (db: Executor, scope: EmbedderScope): Promise<string | null> =>
  firstRefusal(EMBEDDER_REMOVAL_REFUSALS, checks(db, scope.embedderId));

/**
 * Removes the embedder: its console users (their sessions follow by cascade) and the embedder row, whose keys,
 * site keys, postback endpoints, theme and settings follow by cascade. Audit rows stay (they name the tenant by id).
 */
export async function deleteEmbedder(db: Executor, scope: EmbedderScope): Promise<void> {
  const { embedderId } = scope;
  await db.delete(consoleUsers).where(and(eq(consoleUsers.realm, 'embedder'), eq(consoleUsers.tenantId, embedderId)));
  await db.delete(embedders).where(eq(embedders.id, embedderId));
}
