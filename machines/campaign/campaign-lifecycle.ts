import { getNextSnapshot, setup } from 'xstate';
import { CAMPAIGN_ADMIN_EVENTS, type CampaignAdminEvent } from '../../domain/catalog/campaign-actions.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { isOneOf } from '../../domain/catalog/code-set.ts';
import { labelOf } from '../../domain/format/labels.ts';
import { MARKETPLACE_SETTINGS_MESSAGES } from '../../domain/validation/marketplace-settings.ts';
import type { WorkflowEditability } from '../../domain/validation/workflow.ts';

/** A campaign's dates (ms since epoch; null when not set) and the moment the move is judged at. */
export interface CampaignLifecycleContext {
  readonly enrollmentStartsAt: number | null;
  readonly enrollmentEndsAt: number | null;
  /** The active offers period. */
  readonly startsAt: number;
  readonly expiresAt: number;
  readonly now: number;
}

export type CampaignLifecycleEvent =
  | { type: CampaignAdminEvent }
  /** The processing pipeline's generate-offers step completed. */
  | { type: 'OFFERS_GENERATED' }
  /** The calendar job: apply whatever the dates call for. */
  | { type: 'CALENDAR_TICK' };

const reached = (at: number | null, now: number) => at !== null && now >= at;

/**
 * The UC campaign lifecycle (000 §4, 002 §4): CREATED → ENROLLMENT_STARTED → ENROLLMENT_ENDED → SCHEDULED →
 * OFFERS_GENERATED → OFFERS_ACTIVATED → DONE, FAILED from any non-terminal status. Admin actions and the calendar
 * (enrollment period, active offers period) move it; OFFERS_GENERATED comes from the processing pipeline only.
 * Pure: the server resolves a snapshot from the stored status and asks it for the next one (transitionCampaign).
 */
export const campaignLifecycle = setup({
  types: {
    context: {} as CampaignLifecycleContext,
    input: {} as CampaignLifecycleContext,
    events: {} as CampaignLifecycleEvent,
  },
  guards: {
    enrollmentNotOver: ({ context }) => context.enrollmentEndsAt === null || context.now < context.enrollmentEndsAt,
    enrollmentDue: ({ context }) =>
      reached(context.enrollmentStartsAt, context.now) && !reached(context.enrollmentEndsAt, context.now),
    enrollmentOver: ({ context }) => reached(context.enrollmentEndsAt, context.now),
    /** Before the active offers period: activating now can only be scheduled for its first day. */
    offersNotStarted: ({ context }) => context.now < context.startsAt,
    offersDue: ({ context }) => context.now >= context.startsAt && context.now < context.expiresAt,
    offersExpired: ({ context }) => context.now >= context.expiresAt,
  },
}).createMachine({
  id: 'campaignLifecycle',
  context: ({ input }) => input,
  initial: 'CREATED',
  on: { FAIL: { target: '.FAILED' } },
  states: {
    CREATED: {
      description: 'Set up; enrollment not open yet',
      tags: ['upcoming', 'settingsEditable', 'beforeProcessing'],
      on: {
        START_ENROLLMENT: { target: 'ENROLLMENT_STARTED', guard: 'enrollmentNotOver' },
        CALENDAR_TICK: { target: 'ENROLLMENT_STARTED', guard: 'enrollmentDue' },
      },
    },
    ENROLLMENT_STARTED: {
      description: 'Lenders and embedders enroll (display NEXT)',
      tags: ['upcoming', 'settingsEditable', 'beforeProcessing'],
      on: {
        END_ENROLLMENT: { target: 'ENROLLMENT_ENDED' },
        CALENDAR_TICK: { target: 'ENROLLMENT_ENDED', guard: 'enrollmentOver' },
      },
    },
    ENROLLMENT_ENDED: {
      description: 'Enrollment closed; prescreen criteria still editable',
      tags: ['upcoming', 'beforeProcessing'],
      on: { SCHEDULE: { target: 'SCHEDULED' } },
    },
    SCHEDULED: {
      description: 'Handed to the processing pipeline (display BLACKOUT)',
      tags: ['upcoming', 'processing'],
      on: { OFFERS_GENERATED: { target: 'OFFERS_GENERATED' } },
    },
    OFFERS_GENERATED: {
      description: 'Offers generated, waiting for the active offers period',
      tags: ['upcoming', 'processing'],
      on: {
        ACTIVATE_OFFERS: { target: 'OFFERS_ACTIVATED', guard: 'offersDue' },
        // Activated ahead of the period, offers stay hidden until its first day (domain/catalog/campaign-calendar.ts).
        SCHEDULE_ACTIVATION: { target: 'OFFERS_ACTIVATED', guard: 'offersNotStarted' },
        CALENDAR_TICK: { target: 'OFFERS_ACTIVATED', guard: 'offersDue' },
      },
    },
    OFFERS_ACTIVATED: {
      description: 'Consumers see the offers inside the active offers period (display CURRENT; BLACKOUT before it)',
      tags: ['offersOut'],
      on: {
        COMPLETE: { target: 'DONE', guard: 'offersExpired' },
        CALENDAR_TICK: { target: 'DONE', guard: 'offersExpired' },
      },
    },
    DONE: { type: 'final', tags: ['offersOut'], description: 'The active offers period ended (display COMPLETE)' },
    FAILED: { type: 'final', description: 'Stopped; terminal' },
  },
});

export type CampaignLifecycleSnapshot = ReturnType<typeof campaignLifecycle.resolveState>;

/**
 * The snapshot of a campaign stored at `status` (the machine's states are named after the statuses). `machine` is
 * the lifecycle itself except in the guard-mutation gate, which asks a mutant the same questions.
 */
export const campaignSnapshot = (
  status: CampaignStatus,
  context: CampaignLifecycleContext,
  machine: typeof campaignLifecycle = campaignLifecycle,
) => machine.resolveState({ value: status, context });

/** The status after `event`, or null when the machine does not take it from here (an impossible move). */
export function nextCampaignStatusFor(
  status: CampaignStatus,
  context: CampaignLifecycleContext,
  event: CampaignLifecycleEvent,
  machine: typeof campaignLifecycle = campaignLifecycle,
): CampaignStatus | null {
  if (isFinishedCampaign(status)) return null;
  const snapshot = campaignSnapshot(status, context, machine);
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(machine, snapshot, event).value as CampaignStatus;
  return next === status || !isOneOf(CAMPAIGN_STATUSES, next) ? null : next;
}

/** Why an admin action is refused from a status (shown beside the disabled button, sent with the 400). */
export function refusedReason(
  status: CampaignStatus,
  context: CampaignLifecycleContext,
  event: CampaignAdminEvent,
  machine: typeof campaignLifecycle = campaignLifecycle,
) {
  if (nextCampaignStatusFor(status, context, { type: event }, machine) !== null) return null;
  if (status === 'DONE' || status === 'FAILED')
    return `The campaign is ${labelOf(status).toLowerCase()} and cannot change any more`;
  if (event === 'START_ENROLLMENT' && status === 'CREATED') return 'The enrollment period has already ended';
  const activation = event === 'ACTIVATE_OFFERS' || event === 'SCHEDULE_ACTIVATION';
  if (activation && status === 'OFFERS_GENERATED' && context.now >= context.expiresAt)
    return 'The active offers period has ended';
  if (event === 'ACTIVATE_OFFERS' && status === 'OFFERS_GENERATED')
    return 'The active offers period has not started: schedule the activation instead';
  if (event === 'SCHEDULE_ACTIVATION' && status === 'OFFERS_GENERATED')
    return 'The active offers period has started: activate the offers now';
  // Each refused button says its own words (the Details tab lists them one under the other).
  if (event === 'SCHEDULE_ACTIVATION') return 'Activation can be scheduled only after offer generation completed';
  if (activation) return 'Offers can be activated only after offer generation completed';
  if (event === 'COMPLETE' && status === 'OFFERS_ACTIVATED') return 'The active offers period has not ended yet';
  return `Not possible while the campaign is ${labelOf(status).toLowerCase()}`;
}

/**
 * The phases a campaign's status falls in, as tags on the machine's states: the one place that says which statuses
 * are "upcoming" (the next campaign of 002 §4), which let an admin edit the campaign's settings or the workflow,
 * which keep the prescreen criteria (and projections) open, which the processing pipeline runs in, and which have
 * their offers out. Every server query and screen asks these instead of keeping a list of its own.
 */
export type CampaignPhaseTag = 'upcoming' | 'settingsEditable' | 'beforeProcessing' | 'processing' | 'offersOut';

const statusState = (status: CampaignStatus) => campaignLifecycle.states[status];

/** The statuses whose state carries `tag`, in the lifecycle's order. */
export const campaignStatusesTagged = (tag: CampaignPhaseTag): CampaignStatus[] =>
  CAMPAIGN_STATUSES.filter((status) => statusState(status)?.tags.includes(tag));

export const campaignHasTag = (status: CampaignStatus, tag: CampaignPhaseTag): boolean =>
  statusState(status)?.tags.includes(tag) ?? false;

/** The machine's final states (DONE, FAILED): a campaign there never moves again. */
export const FINISHED_CAMPAIGN_STATUSES: readonly CampaignStatus[] = CAMPAIGN_STATUSES.filter(
  (status) => statusState(status)?.type === 'final',
);
export const isFinishedCampaign = (status: CampaignStatus): boolean => FINISHED_CAMPAIGN_STATUSES.includes(status);

/**
 * Workflow changes apply to the next campaign: unavailable without one, read-only once its enrollment has ended
 * (002 §4), editable before that.
 */
export const workflowEditability = (nextCampaignStatus: CampaignStatus | undefined): WorkflowEditability => {
  if (nextCampaignStatus === undefined) return 'unavailable';
  return campaignHasTag(nextCampaignStatus, 'settingsEditable') ? 'editable' : 'readOnly';
};

export interface SettingsEditability {
  editability: WorkflowEditability;
  /** Why it cannot be changed (null when editable). */
  message: string | null;
}

/**
 * 002 §4: changes take effect with the next campaign, are read-only once its enrollment ends and unavailable without
 * a next campaign. A campaign that is not upcoming (current or past) keeps its settings read-only.
 */
export function settingsEditability(
  campaign: { name: string; status: CampaignStatus },
  nextCampaign: { status: CampaignStatus } | undefined,
): SettingsEditability {
  if (!campaignHasTag(campaign.status, 'upcoming')) {
    return nextCampaign
      ? { editability: 'readOnly', message: MARKETPLACE_SETTINGS_MESSAGES.notNext }
      : { editability: 'unavailable', message: MARKETPLACE_SETTINGS_MESSAGES.unavailable };
  }
  const editability = workflowEditability(campaign.status);
  return editability === 'editable'
    ? { editability, message: null }
    : { editability, message: MARKETPLACE_SETTINGS_MESSAGES.readOnly(campaign.name, campaign.status) };
}

export { CAMPAIGN_ADMIN_EVENTS, type CampaignAdminEvent };
