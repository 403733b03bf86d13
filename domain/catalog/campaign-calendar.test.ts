import { describe, expect, it } from 'vitest';
import {
  activationScheduled,
  campaignDayEnd,
  campaignDayFrom,
  campaignDayStart,
  campaignDisplayStatus,
  campaignLastDayOf,
  campaignPeriodOf,
  campaignPeriodsOf,
  currentCampaignOf,
  offersAvailability,
  offersLive,
} from './campaign-calendar.ts';

// The campaign: offers active 2027-01-06..2027-03-07 (inclusive), activated on 2026-11-27.
const winter = {
  id: 'winter',
  status: 'OFFERS_ACTIVATED',
  startsAt: campaignDayStart('2027-01-06'),
  expiresAt: campaignDayEnd('2027-03-07'),
};
const fall = {
  id: 'fall',
  status: 'OFFERS_ACTIVATED',
  startsAt: campaignDayStart('2026-11-26'),
  expiresAt: campaignDayEnd('2027-01-05'),
};
const at = (iso: string) => new Date(iso);

describe('campaign days', () => {
  it('stores a period as its first midnight and the midnight after its last day, and reads it back', () => {
    expect(campaignDayStart('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(campaignDayEnd('2026-12-17').toISOString()).toBe('2026-12-18T00:00:00.000Z');
    expect(campaignLastDayOf(campaignDayEnd('2026-12-17'))).toBe('2026-12-17');
    expect(campaignLastDayOf('2026-12-18T00:00:00.000Z')).toBe('2026-12-17');
    expect(campaignPeriodOf(campaignDayStart('2027-01-06'), campaignDayEnd('2027-03-07'))).toEqual({
      start: '2027-01-06',
      end: '2027-03-07',
    });
  });

  it('counts days from any moment of a day, across month and year ends', () => {
    expect(campaignDayFrom(at('2026-11-27T23:59:00Z'), 0)).toBe('2026-11-27');
    expect(campaignDayFrom(at('2026-11-27T00:00:00Z'), 35)).toBe('2027-01-01');
    expect(campaignDayFrom(at('2026-03-01T12:00:00Z'), -1)).toBe('2026-02-28');
  });

  it('gives both periods, the enrollment one only when both its ends are set', () => {
    const bounds = { ...winter, enrollmentStartsAt: campaignDayStart('2026-12-01'), enrollmentEndsAt: null };
    expect(campaignPeriodsOf(bounds).enrollmentPeriod).toBeNull();
    expect(campaignPeriodsOf({ ...bounds, enrollmentEndsAt: campaignDayEnd('2026-12-17') }).enrollmentPeriod).toEqual({
      start: '2026-12-01',
      end: '2026-12-17',
    });
  });
});

describe('live offers and the current campaign', () => {
  it('keeps an activated campaign dark before its period: a scheduled activation', () => {
    const now = at('2026-11-27T15:00:00Z');
    expect(offersLive(winter, now)).toBe(false);
    expect(activationScheduled(winter, now)).toBe(true);
    expect(campaignDisplayStatus(winter, now)).toBe('BLACKOUT');
    expect(offersAvailability(winter, now)).toBe('notYet');
  });

  it('is live from the first day 00:00 to the end of the last day, then expired', () => {
    expect(offersLive(winter, at('2027-01-05T23:59:59Z'))).toBe(false);
    expect(offersLive(winter, at('2027-01-06T00:00:00Z'))).toBe(true);
    expect(campaignDisplayStatus(winter, at('2027-03-07T23:59:59Z'))).toBe('CURRENT');
    expect(offersAvailability(winter, at('2027-03-07T23:59:59Z'))).toBe('live');
    expect(offersLive(winter, at('2027-03-08T00:00:00Z'))).toBe(false);
    expect(campaignDisplayStatus(winter, at('2027-03-08T00:00:00Z'))).toBe('COMPLETE');
    expect(offersAvailability(winter, at('2027-03-08T00:00:00Z'))).toBe('expired');
  });

  it('is never live unless activated, whatever the dates', () => {
    const now = at('2027-02-01T00:00:00Z');
    for (const status of ['OFFERS_GENERATED', 'SCHEDULED', 'DONE', 'FAILED']) {
      expect(offersLive({ ...winter, status }, now), status).toBe(false);
    }
    expect(offersAvailability({ ...winter, status: 'DONE' }, now)).toBe('expired');
    expect(offersAvailability({ ...winter, status: 'OFFERS_GENERATED' }, now)).toBe('notYet');
    expect(campaignDisplayStatus({ ...winter, status: 'ENROLLMENT_STARTED' }, now)).toBe('NEXT');
  });

  it('answers one current campaign: the live one, the latest to start when periods overlap', () => {
    expect(currentCampaignOf([winter, fall], at('2026-11-27T15:00:00Z'))?.id).toBe('fall');
    expect(currentCampaignOf([fall, winter], at('2027-01-06T00:00:00Z'))?.id).toBe('winter');
    const overlapping = { ...fall, id: 'overlap', startsAt: campaignDayStart('2026-12-01') };
    expect(currentCampaignOf([fall, overlapping], at('2026-12-02T00:00:00Z'))?.id).toBe('overlap');
    expect(currentCampaignOf([winter], at('2026-11-27T15:00:00Z'))).toBeUndefined();
  });
});
