import { expect } from 'vitest';
import { CAMPAIGN_STATUSES } from '../../domain/catalog/campaign-status.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { expectReachesExactly, type ModelEvent, modelPaths } from '../redemption/model-based.test-helper.ts';
import {
  CAMPAIGN_ADMIN_EVENTS,
  type CampaignLifecycleContext,
  type CampaignLifecycleEvent,
  campaignLifecycle,
  nextCampaignStatusFor,
  refusedReason,
} from './campaign-lifecycle.ts';

const DAY = 86_400_000;
/** Enrollment days 10–20, active offers days 30–60; `now` moves the calendar. */
export const at = (day: number): CampaignLifecycleContext => ({
  enrollmentStartsAt: 10 * DAY,
  enrollmentEndsAt: 20 * DAY,
  startsAt: 30 * DAY,
  expiresAt: 60 * DAY,
  now: day * DAY,
});
export const campaignEvents: ModelEvent[] = [
  ...CAMPAIGN_ADMIN_EVENTS.map((type) => ({ type })),
  { type: 'OFFERS_GENERATED' },
  { type: 'CALENDAR_TICK' },
];
const BEFORE_EXPIRY = ['CREATED', 'ENROLLMENT_STARTED', 'ENROLLMENT_ENDED', 'SCHEDULED', 'OFFERS_GENERATED'];
/** The statuses a campaign can reach from CREATED with the calendar standing at `day` (the spec's lifecycle). */
export const REACHABLE_ON_DAY = [
  { label: 'before enrollment', day: 5, states: [...BEFORE_EXPIRY, 'OFFERS_ACTIVATED', 'FAILED'] },
  { label: 'during enrollment', day: 15, states: [...BEFORE_EXPIRY, 'OFFERS_ACTIVATED', 'FAILED'] },
  // Enrollment can no longer start, so nothing after CREATED is reached.
  { label: 'after the offers expired', day: 61, states: ['CREATED', 'FAILED'] },
];

/** The lifecycle's behaviour from the spec (000 §4, 002 §4), asked of whichever machine is given. */
export const campaignLifecycleChecks = defineChecks(campaignLifecycle, {
  'reaches exactly the statuses the calendar allows': (machine) => {
    for (const { label, day, states } of REACHABLE_ON_DAY) {
      const { paths } = modelPaths(machine, campaignEvents, at(day));
      expectReachesExactly(paths, states, label);
    }
  },

  'moves by the calendar only when the dates say so': (machine) => {
    const tick = (status: Parameters<typeof nextCampaignStatusFor>[0], day: number) =>
      nextCampaignStatusFor(status, at(day), { type: 'CALENDAR_TICK' }, machine);
    expect(tick('CREATED', 5)).toBeNull();
    expect(tick('CREATED', 10)).toBe('ENROLLMENT_STARTED');
    expect(tick('CREATED', 20)).toBeNull();
    expect(tick('ENROLLMENT_STARTED', 19)).toBeNull();
    expect(tick('ENROLLMENT_STARTED', 20)).toBe('ENROLLMENT_ENDED');
    expect(tick('ENROLLMENT_ENDED', 40)).toBeNull();
    expect(tick('SCHEDULED', 40)).toBeNull();
    expect(tick('OFFERS_GENERATED', 29)).toBeNull();
    expect(tick('OFFERS_GENERATED', 30)).toBe('OFFERS_ACTIVATED');
    expect(tick('OFFERS_GENERATED', 60)).toBeNull();
    expect(tick('OFFERS_ACTIVATED', 59)).toBeNull();
    expect(tick('OFFERS_ACTIVATED', 60)).toBe('DONE');
  },

  'starts enrollment by hand until the enrollment period has ended': (machine) => {
    expect(nextCampaignStatusFor('CREATED', at(5), { type: 'START_ENROLLMENT' }, machine)).toBe('ENROLLMENT_STARTED');
    expect(nextCampaignStatusFor('CREATED', at(19), { type: 'START_ENROLLMENT' }, machine)).toBe('ENROLLMENT_STARTED');
    expect(refusedReason('CREATED', at(20), 'START_ENROLLMENT', machine)).toBe(
      'The enrollment period has already ended',
    );
  },

  'activates generated offers by hand inside the active offers period, never after': (machine) => {
    for (const day of [30, 59]) {
      expect(
        nextCampaignStatusFor('OFFERS_GENERATED', at(day), { type: 'ACTIVATE_OFFERS' }, machine),
        `day ${day}`,
      ).toBe('OFFERS_ACTIVATED');
    }
    for (const day of [60, 90]) {
      expect(refusedReason('OFFERS_GENERATED', at(day), 'ACTIVATE_OFFERS', machine), `day ${day}`).toBe(
        'The active offers period has ended',
      );
    }
  },

  'activates ahead of the active offers period only as a scheduled activation': (machine) => {
    expect(refusedReason('OFFERS_GENERATED', at(25), 'ACTIVATE_OFFERS', machine)).toBe(
      'The active offers period has not started: schedule the activation instead',
    );
    for (const day of [5, 29]) {
      expect(
        nextCampaignStatusFor('OFFERS_GENERATED', at(day), { type: 'SCHEDULE_ACTIVATION' }, machine),
        `day ${day}`,
      ).toBe('OFFERS_ACTIVATED');
    }
    expect(refusedReason('OFFERS_GENERATED', at(30), 'SCHEDULE_ACTIVATION', machine)).toBe(
      'The active offers period has started: activate the offers now',
    );
    expect(refusedReason('OFFERS_GENERATED', at(60), 'SCHEDULE_ACTIVATION', machine)).toBe(
      'The active offers period has ended',
    );
    expect(refusedReason('SCHEDULED', at(5), 'SCHEDULE_ACTIVATION', machine)).toBe(
      'Activation can be scheduled only after offer generation completed',
    );
  },

  'refuses activation before generation and completion before the period ends, with a reason': (machine) => {
    expect(nextCampaignStatusFor('SCHEDULED', at(35), { type: 'ACTIVATE_OFFERS' }, machine)).toBeNull();
    expect(refusedReason('SCHEDULED', at(35), 'ACTIVATE_OFFERS', machine)).toBe(
      'Offers can be activated only after offer generation completed',
    );
    expect(refusedReason('OFFERS_ACTIVATED', at(35), 'COMPLETE', machine)).toBe(
      'The active offers period has not ended yet',
    );
    expect(nextCampaignStatusFor('OFFERS_ACTIVATED', at(60), { type: 'COMPLETE' }, machine)).toBe('DONE');
  },

  'fails from every non-terminal status and never leaves a terminal one': (machine) => {
    for (const status of CAMPAIGN_STATUSES) {
      const next = nextCampaignStatusFor(status, at(15), { type: 'FAIL' }, machine);
      expect(next).toBe(status === 'DONE' || status === 'FAILED' ? null : 'FAILED');
    }
    for (const event of campaignEvents) {
      expect(nextCampaignStatusFor('DONE', at(70), event as CampaignLifecycleEvent, machine)).toBeNull();
    }
  },
});
