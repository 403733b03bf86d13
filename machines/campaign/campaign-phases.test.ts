import { describe, expect, it } from 'vitest';
import {
  campaignHasTag,
  campaignStatusesTagged,
  FINISHED_CAMPAIGN_STATUSES,
  nextCampaignStatusFor,
  settingsEditability,
  workflowEditability,
} from './campaign-lifecycle.ts';

const CONTEXT = { enrollmentStartsAt: null, enrollmentEndsAt: null, startsAt: 0, expiresAt: 1, now: 0 };

describe('the campaign phases, read from the lifecycle’s state tags', () => {
  it('names the statuses of each phase in lifecycle order', () => {
    expect(campaignStatusesTagged('upcoming')).toEqual([
      'CREATED',
      'ENROLLMENT_STARTED',
      'ENROLLMENT_ENDED',
      'SCHEDULED',
      'OFFERS_GENERATED',
    ]);
    expect(campaignStatusesTagged('settingsEditable')).toEqual(['CREATED', 'ENROLLMENT_STARTED']);
    expect(campaignStatusesTagged('beforeProcessing')).toEqual(['CREATED', 'ENROLLMENT_STARTED', 'ENROLLMENT_ENDED']);
    expect(campaignStatusesTagged('processing')).toEqual(['SCHEDULED', 'OFFERS_GENERATED']);
    expect(campaignStatusesTagged('offersOut')).toEqual(['OFFERS_ACTIVATED', 'DONE']);
    expect(campaignHasTag('FAILED', 'upcoming')).toBe(false);
  });

  it('takes the finished statuses from the machine’s final states, which no event leaves', () => {
    expect(FINISHED_CAMPAIGN_STATUSES).toEqual(['DONE', 'FAILED']);
    for (const status of FINISHED_CAMPAIGN_STATUSES)
      expect(nextCampaignStatusFor(status, CONTEXT, { type: 'FAIL' } as never)).toBeNull();
  });

  it('keeps the workflow editable until enrollment of the next campaign ends', () => {
    expect(workflowEditability(undefined)).toBe('unavailable');
    expect(workflowEditability('CREATED')).toBe('editable');
    expect(workflowEditability('ENROLLMENT_STARTED')).toBe('editable');
    expect(workflowEditability('ENROLLMENT_ENDED')).toBe('readOnly');
    expect(workflowEditability('OFFERS_ACTIVATED')).toBe('readOnly');
  });

  it('keeps a live or past campaign’s marketplace settings read-only, and says why', () => {
    const next = { status: 'ENROLLMENT_STARTED' as const };
    expect(settingsEditability({ name: 'Winter', status: 'CREATED' }, next)).toEqual({
      editability: 'editable',
      message: null,
    });
    expect(settingsEditability({ name: 'Fall', status: 'OFFERS_ACTIVATED' }, next).editability).toBe('readOnly');
    expect(settingsEditability({ name: 'Fall', status: 'DONE' }, undefined).editability).toBe('unavailable');
    expect(settingsEditability({ name: 'Winter', status: 'SCHEDULED' }, next).message).toContain('Winter');
  });
});
