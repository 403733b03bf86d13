import { and, eq } from 'drizzle-orm';
import { auditDiff } from '../../domain/audit/audit-diff.ts';
import type { Executor } from '../db/pool.ts';
import { auditLog, ucCampaigns } from '../db/schema/index.ts';

/**
 * The campaign's move SCHEDULED → OFFERS_GENERATED when `generate-offers` completes (002 §4 forward chain), with its
 * audit row in the same transaction. The one place the pipeline changes a campaign's status: at merge it calls
 * transitionCampaign(tx, { campaignId, event: { type: 'OFFERS_GENERATED' }, actor: 'system', now }) instead.
 * Returns whether the campaign moved (false when it was not SCHEDULED).
 */
export async function markOffersGenerated(tx: Executor, campaignId: string, now: Date): Promise<boolean> {
  const moved = await tx
    .update(ucCampaigns)
    .set({ status: 'OFFERS_GENERATED' })
    .where(and(eq(ucCampaigns.id, campaignId), eq(ucCampaigns.status, 'SCHEDULED')))
    .returning({ id: ucCampaigns.id, name: ucCampaigns.name });
  const campaign = moved[0];
  if (!campaign) return false;
  const oldValue = { status: 'SCHEDULED' };
  const newValue = { status: 'OFFERS_GENERATED' };
  await tx.insert(auditLog).values({
    category: 'UCCAMPAIGN',
    action: 'CAMPAIGN_STATUS_CHANGED',
    actorName: 'system',
    actorRealm: 'system',
    entityType: 'UC_CAMPAIGN',
    entityId: campaign.id,
    entityName: campaign.name,
    oldValue,
    newValue,
    changes: auditDiff(oldValue, newValue),
    createdAt: now,
  });
  return true;
}
