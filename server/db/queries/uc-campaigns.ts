import { eq, sql } from 'drizzle-orm';
import type { CampaignBody, UcCampaign, UcCampaignDetail } from '../../../api/uc-campaigns.ts';
import { CAMPAIGN_ACTION_LABELS, CAMPAIGN_ADMIN_EVENTS } from '../../../domain/catalog/campaign-actions.ts';
import {
  type CampaignPhase,
  type CampaignStatus,
  toDisplayCampaignStatus,
} from '../../../domain/catalog/campaign-status.ts';
import { CAMPAIGN_EDITABLE_STATUSES, prescreenLocked } from '../../../domain/validation/campaign-prescreen.ts';
import { refusedReason } from '../../../machines/campaign/campaign-lifecycle.ts';
import { lifecycleContext } from '../../campaigns/campaign-transitions.ts';
import type { Executor } from '../pool.ts';
import { ucCampaigns } from '../schema/index.ts';

export type CampaignRow = typeof ucCampaigns.$inferSelect;
const DAY_MS = 86_400_000;

export const ucCampaignColumns = {
  name: ucCampaigns.name,
  status: ucCampaigns.status,
  enrollmentStartsAt: ucCampaigns.enrollmentStartsAt,
  startsAt: ucCampaigns.startsAt,
  expiresAt: ucCampaigns.expiresAt,
  createdAt: ucCampaigns.createdAt,
};

/**
 * Phases shown to users (002 §4); a FAILED campaign is over, shown as completed
 * (docs/decisions/0376-phases-uc-campaign-lifecycle.md).
 */
const PHASES: Readonly<Record<CampaignStatus, CampaignPhase>> = {
  CREATED: 'created',
  ENROLLMENT_STARTED: 'next',
  ENROLLMENT_ENDED: 'next',
  SCHEDULED: 'generating offers',
  OFFERS_GENERATED: 'blackout',
  OFFERS_ACTIVATED: 'current',
  DONE: 'completed',
  FAILED: 'completed',
};

/** Periods are inclusive days: a start day begins at 00:00 UTC, an end day's campaign time runs to its midnight. */
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const endOf = (day: string) => new Date(startOf(day).getTime() + DAY_MS);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const lastDayOf = (at: Date) => dayOf(new Date(at.getTime() - 1));

export const toUcCampaign = (row: CampaignRow): UcCampaign => {
  const status = row.status as CampaignStatus;
  return {
    ucCampaignId: row.id,
    name: row.name,
    status,
    displayStatus: toDisplayCampaignStatus(status),
    phase: PHASES[status],
    enrollmentPeriod:
      row.enrollmentStartsAt && row.enrollmentEndsAt
        ? { start: dayOf(row.enrollmentStartsAt), end: lastDayOf(row.enrollmentEndsAt) }
        : null,
    activeOffersPeriod: { start: dayOf(row.startsAt), end: lastDayOf(row.expiresAt) },
    dropDates: row.dropDates,
    dropDateWindow: row.dropDateWindow,
    prequalVantageCutoff: row.prequalVantageCutoff === null ? null : String(row.prequalVantageCutoff),
    ruleSet:
      row.ruleSetName === null
        ? null
        : { name: row.ruleSetName, description: row.ruleSetDescription ?? '', rules: row.ruleSetRules },
    createdAt: row.createdAt.toISOString(),
  };
};

export const enrollmentOpen = (row: CampaignRow, now: Date) =>
  row.status === 'ENROLLMENT_STARTED' && (row.enrollmentEndsAt === null || now < row.enrollmentEndsAt);

export const toUcCampaignDetail = (row: CampaignRow, now: Date): UcCampaignDetail => {
  const status = row.status as CampaignStatus;
  const context = lifecycleContext(row, now);
  return {
    ...toUcCampaign(row),
    actions: CAMPAIGN_ADMIN_EVENTS.map((event) => {
      const reason = refusedReason(status, context, event);
      return { event, label: CAMPAIGN_ACTION_LABELS[event], allowed: reason === null, reason };
    }),
    editable: CAMPAIGN_EDITABLE_STATUSES.includes(status),
    enrollmentOpen: enrollmentOpen(row, now),
    prescreenLocked: prescreenLocked(status),
  };
};

/** The row values of the campaign form; the status is not among them (it moves only through transitionCampaign). */
export const campaignValues = (body: CampaignBody) => ({
  name: body.name?.trim() || `Campaign ${body.activeOffersPeriod.start}`,
  enrollmentStartsAt: startOf(body.enrollmentPeriod.start),
  enrollmentEndsAt: endOf(body.enrollmentPeriod.end),
  startsAt: startOf(body.activeOffersPeriod.start),
  expiresAt: endOf(body.activeOffersPeriod.end),
  dropDates: [...body.dropDates].sort(),
  dropDateWindow: body.dropDateWindow,
  prequalVantageCutoff: body.prequalVantageCutoff ? Number(body.prequalVantageCutoff) : null,
  ruleSetName: body.ruleSet.name,
  ruleSetDescription: body.ruleSet.description,
  ruleSetRules: body.ruleSetRules?.trim() || null,
});

export async function findCampaignRow(db: Executor, id: string, lock = false): Promise<CampaignRow | undefined> {
  const query = db.select().from(ucCampaigns).where(eq(ucCampaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const CAMPAIGN_DEFAULT_ORDER = [sql`${ucCampaigns.startsAt} desc`, sql`${ucCampaigns.id}`];
