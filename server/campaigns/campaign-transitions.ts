import { and, eq } from 'drizzle-orm';
import { UC_CAMPAIGN_ACTIONS } from '../../api/uc-campaigns.ts';
import { auditDiff } from '../../domain/audit/audit-diff.ts';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { labelOf } from '../../domain/format/labels.ts';
import {
  type CampaignLifecycleContext,
  type CampaignLifecycleEvent,
  nextCampaignStatusFor,
  refusedReason,
} from '../../machines/campaign/campaign-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import { auditLog, ucCampaigns } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AuditRecorder } from '../http/audit.ts';
import { followCampaign } from '../products/product-validation.ts';
import { autoEnrollLenders } from './auto-enroll.ts';

type CampaignRow = typeof ucCampaigns.$inferSelect;

export const CAMPAIGN_RACE_LOST = 'The campaign was changed by someone else meanwhile; reload it and try again';
export const noCampaign = () => notFound('No such campaign');

/** What the lifecycle statechart judges a move by: the campaign's dates and the moment. */
export const lifecycleContext = (row: CampaignRow, now: Date): CampaignLifecycleContext => ({
  enrollmentStartsAt: row.enrollmentStartsAt?.getTime() ?? null,
  enrollmentEndsAt: row.enrollmentEndsAt?.getTime() ?? null,
  startsAt: row.startsAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  now: now.getTime(),
});

export interface CampaignTransition {
  campaignId: string;
  event: CampaignLifecycleEvent;
  /** The console user's username, or 'system' (calendar job, processing pipeline). */
  actor: string;
  now: Date;
  /** An audited endpoint's recorder: the row then carries the caller's session; otherwise it is written here. */
  audit?: AuditRecorder;
  /** Written into the audit row's new value beside the status (e.g. the fair-lending override, decision 0653). */
  note?: Record<string, unknown>;
}

/**
 * The one way a campaign's status changes. The campaignLifecycle statechart, resolved at the stored status, computes
 * the next status; it is written only if the status is still the one read (a lost race is 409), with its UCCAMPAIGN
 * audit row in the same transaction. A move the machine refuses is 409 INVALID_CAMPAIGN with its reason.
 */
export async function transitionCampaign(
  tx: Executor,
  { campaignId, event, actor, now, audit, note }: CampaignTransition,
): Promise<{ before: CampaignStatus; after: CampaignStatus; campaign: CampaignRow }> {
  const [row] = await tx.select().from(ucCampaigns).where(eq(ucCampaigns.id, campaignId));
  if (!row) throw noCampaign();
  const before = row.status as CampaignStatus;
  const context = lifecycleContext(row, now);
  const after = nextCampaignStatusFor(before, context, event);
  if (after === null) {
    const reason =
      event.type === 'OFFERS_GENERATED' || event.type === 'CALENDAR_TICK'
        ? `The campaign cannot take ${event.type} while it is ${before}`
        : (refusedReason(before, context, event.type) ??
          `Not possible while the campaign is ${labelOf(before).toLowerCase()}`);
    throw new ApiError(409, 'INVALID_CAMPAIGN', reason, [{ path: 'event', message: reason }]);
  }
  const [updated] = await tx
    .update(ucCampaigns)
    .set({ status: after })
    .where(and(eq(ucCampaigns.id, campaignId), eq(ucCampaigns.status, before)))
    .returning();
  if (!updated) throw new ApiError(409, 'INVALID_CAMPAIGN', CAMPAIGN_RACE_LOST);
  // The enrolled lenders' products follow the campaign (active with its offers, complete when it is done).
  await followCampaign(tx, campaignId, after);
  const change = {
    entityId: row.id,
    entityName: row.name,
    oldValue: { status: before },
    newValue: { status: after, event: event.type, ...note },
  };
  if (audit) {
    audit.record({ ...change, action: UC_CAMPAIGN_ACTIONS.status });
  } else {
    await tx.insert(auditLog).values({
      category: 'UCCAMPAIGN',
      action: UC_CAMPAIGN_ACTIONS.status,
      actorName: actor,
      actorRealm: actor === 'system' ? null : 'super',
      entityType: 'UC_CAMPAIGN',
      ...change,
      changes: auditDiff(change.oldValue, change.newValue),
    });
  }
  // Enrollment opens: lenders with auto-enroll on are enrolled in the same transaction (000 §4 "auto enrolled").
  if (after === 'ENROLLMENT_STARTED') await autoEnrollLenders(tx, updated, actor, now);
  return { before, after, campaign: updated };
}
