import { eq, sql } from 'drizzle-orm';
import type { CampaignBody, UcCampaign, UcCampaignDetail } from '../../../api/uc-campaigns.ts';
import { CAMPAIGN_ACTION_LABELS, CAMPAIGN_ADMIN_EVENTS } from '../../../domain/catalog/campaign-actions.ts';
import {
  campaignDayEnd,
  campaignDayStart,
  campaignDisplayStatus,
  campaignPeriodsOf,
} from '../../../domain/catalog/campaign-calendar.ts';
import type { CampaignPhase, CampaignStatus, DisplayCampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import { campaignHasTag, refusedReason } from '../../../machines/campaign/campaign-lifecycle.ts';
import { lifecycleContext } from '../../campaigns/campaign-transitions.ts';
import type { Executor } from '../pool.ts';
import { ucCampaigns } from '../schema/index.ts';

export type CampaignRow = typeof ucCampaigns.$inferSelect;

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

const ACTIVATED_PHASES: Partial<Record<DisplayCampaignStatus, CampaignPhase>> = {
  BLACKOUT: 'blackout',
  COMPLETE: 'completed',
};
/** An activated campaign's phase follows its display status: blackout until its period starts, completed after. */
const phaseOf = (status: CampaignStatus, display: DisplayCampaignStatus): CampaignPhase =>
  (status === 'OFFERS_ACTIVATED' ? ACTIVATED_PHASES[display] : undefined) ?? PHASES[status];

/** The campaign as the admin sees it at `now` (periods as inclusive days, domain/catalog/campaign-calendar.ts). */
export const toUcCampaign = (row: CampaignRow, now: Date = new Date()): UcCampaign => {
  const status = row.status as CampaignStatus;
  const displayStatus = campaignDisplayStatus(row, now);
  return {
    ucCampaignId: row.id,
    name: row.name,
    status,
    displayStatus,
    phase: phaseOf(status, displayStatus),
    ...campaignPeriodsOf(row),
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
    ...toUcCampaign(row, now),
    actions: CAMPAIGN_ADMIN_EVENTS.map((event) => {
      const reason = refusedReason(status, context, event);
      return { event, label: CAMPAIGN_ACTION_LABELS[event], allowed: reason === null, reason };
    }),
    editable: campaignHasTag(status, 'settingsEditable'),
    enrollmentOpen: enrollmentOpen(row, now),
    prescreenLocked: !campaignHasTag(status, 'beforeProcessing'),
  };
};

/** The row values of the campaign form; the status is not among them (it moves only through transitionCampaign). */
export const campaignValues = (body: CampaignBody) => ({
  name: body.name?.trim() || `Campaign ${body.activeOffersPeriod.start}`,
  enrollmentStartsAt: campaignDayStart(body.enrollmentPeriod.start),
  enrollmentEndsAt: campaignDayEnd(body.enrollmentPeriod.end),
  startsAt: campaignDayStart(body.activeOffersPeriod.start),
  expiresAt: campaignDayEnd(body.activeOffersPeriod.end),
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
