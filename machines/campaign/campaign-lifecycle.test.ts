import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { machineCatalog } from '../catalog.ts';
import { describePath, type ModelEvent, modelPaths, reachedValues } from '../redemption/model-based.test-helper.ts';
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
const at = (day: number): CampaignLifecycleContext => ({
  enrollmentStartsAt: 10 * DAY,
  enrollmentEndsAt: 20 * DAY,
  startsAt: 30 * DAY,
  expiresAt: 60 * DAY,
  now: day * DAY,
});
const events: ModelEvent[] = [
  ...CAMPAIGN_ADMIN_EVENTS.map((type) => ({ type })),
  { type: 'OFFERS_GENERATED' },
  { type: 'CALENDAR_TICK' },
];

/** Before the offers expire, every status but DONE is reachable (DONE needs the offers period to have ended). */
const ALL_BUT_DONE = CAMPAIGN_STATUSES.filter((status) => status !== 'DONE');

describe.each([
  {
    label: 'before enrollment',
    day: 5,
    states: ALL_BUT_DONE,
  },
  {
    label: 'during enrollment',
    day: 15,
    states: ALL_BUT_DONE,
  },
  { label: 'after the offers expired', day: 61, states: ['CREATED', 'FAILED'] },
])('campaignLifecycle (model-based, $label)', ({ day, states }) => {
  const context = at(day);
  const { paths, edgePaths } = modelPaths(campaignLifecycle, events, context);

  it('reaches exactly the expected statuses', () => {
    const reached = [...reachedValues(paths)].map((value) => JSON.parse(value) as string);
    expect(reached.sort()).toEqual([...states].sort());
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    // Every step the graph takes is the move the server computes from the stored status alone.
    for (let index = 1; index < path.steps.length; index++) {
      const before = path.steps[index - 1]?.state.value as CampaignStatus;
      const step = path.steps[index];
      if (!step) continue;
      const next = nextCampaignStatusFor(before, context, step.event as CampaignLifecycleEvent);
      expect(next ?? before).toBe(step.state.value);
    }
  });
});

describe('campaignLifecycle guards', () => {
  it('moves by the calendar only when the dates say so', () => {
    expect(nextCampaignStatusFor('CREATED', at(5), { type: 'CALENDAR_TICK' })).toBeNull();
    expect(nextCampaignStatusFor('CREATED', at(10), { type: 'CALENDAR_TICK' })).toBe('ENROLLMENT_STARTED');
    expect(nextCampaignStatusFor('ENROLLMENT_STARTED', at(19), { type: 'CALENDAR_TICK' })).toBeNull();
    expect(nextCampaignStatusFor('ENROLLMENT_STARTED', at(20), { type: 'CALENDAR_TICK' })).toBe('ENROLLMENT_ENDED');
    expect(nextCampaignStatusFor('ENROLLMENT_ENDED', at(40), { type: 'CALENDAR_TICK' })).toBeNull();
    expect(nextCampaignStatusFor('SCHEDULED', at(40), { type: 'CALENDAR_TICK' })).toBeNull();
    expect(nextCampaignStatusFor('OFFERS_GENERATED', at(29), { type: 'CALENDAR_TICK' })).toBeNull();
    expect(nextCampaignStatusFor('OFFERS_GENERATED', at(30), { type: 'CALENDAR_TICK' })).toBe('OFFERS_ACTIVATED');
    expect(nextCampaignStatusFor('OFFERS_ACTIVATED', at(59), { type: 'CALENDAR_TICK' })).toBeNull();
    expect(nextCampaignStatusFor('OFFERS_ACTIVATED', at(60), { type: 'CALENDAR_TICK' })).toBe('DONE');
  });

  it('refuses activation before generation and completion before the period ends, with a reason', () => {
    expect(nextCampaignStatusFor('SCHEDULED', at(35), { type: 'ACTIVATE_OFFERS' })).toBeNull();
    expect(refusedReason('SCHEDULED', at(35), 'ACTIVATE_OFFERS')).toBe(
      'Offers can be activated only after offer generation completed',
    );
    expect(refusedReason('OFFERS_ACTIVATED', at(35), 'COMPLETE')).toBe('The active offers period has not ended yet');
    expect(refusedReason('OFFERS_ACTIVATED', at(60), 'COMPLETE')).toBeNull();
  });

  it('fails from every non-terminal status and never leaves a terminal one', () => {
    for (const status of CAMPAIGN_STATUSES) {
      const next = nextCampaignStatusFor(status, at(15), { type: 'FAIL' });
      expect(next).toBe(status === 'DONE' || status === 'FAILED' ? null : 'FAILED');
    }
    for (const event of events) {
      expect(nextCampaignStatusFor('DONE', at(70), event as CampaignLifecycleEvent)).toBeNull();
    }
  });

  it('is in the machine catalogue', () => {
    expect(machineCatalog.map((entry) => entry.id)).toContain('campaignLifecycle');
  });
});
