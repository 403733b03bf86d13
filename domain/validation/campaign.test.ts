import { describe, expect, it } from 'vitest';
import { campaignSchema, dashboardIdSchema, dropDateWindowDays, CAMPAIGN_MESSAGES as M } from './campaign.ts';
import { fieldErrors } from './field-errors.ts';

const campaign = (overrides: Record<string, unknown> = {}) => ({
  status: 'CREATED',
  enrollmentPeriod: { start: '2026-01-01', end: '2026-01-15' },
  activeOffersPeriod: { start: '2026-02-01', end: '2026-02-28' },
  dropDates: ['2026-02-01', '2026-02-15'],
  ...overrides,
});

describe('campaign', () => {
  it('accepts a complete campaign', () => {
    expect(fieldErrors(campaignSchema, campaign())).toEqual({});
  });

  it('requires periods and status', () => {
    expect(Object.keys(fieldErrors(campaignSchema, { dropDates: [] })).sort()).toEqual([
      'activeOffersPeriod',
      'enrollmentPeriod',
      'status',
    ]);
    expect(fieldErrors(campaignSchema, campaign({ enrollmentPeriod: undefined }))).toEqual({
      enrollmentPeriod: ['Enrollment period is required'],
    });
  });

  it('orders each period', () => {
    expect(
      fieldErrors(campaignSchema, campaign({ enrollmentPeriod: { start: '2026-01-15', end: '2026-01-01' } })),
    ).toEqual({
      'enrollmentPeriod.end': [M.periodOrder],
    });
  });

  it('refuses duplicate drop dates', () => {
    expect(fieldErrors(campaignSchema, campaign({ dropDates: ['2026-02-01', '2026-02-01'] }))).toEqual({
      'dropDates.1': [M.duplicateDropDate],
    });
  });

  it('keeps the vantage cutoff to three digits from 300 to 999', () => {
    for (const ok of ['300', '650', '999']) {
      expect(fieldErrors(campaignSchema, campaign({ prequalVantageCutoff: ok }))).toEqual({});
    }
    for (const bad of ['299', '1000', '30', '3OO', ' 650']) {
      expect(fieldErrors(campaignSchema, campaign({ prequalVantageCutoff: bad }))).toEqual({
        prequalVantageCutoff: [M.vantageCutoff],
      });
    }
  });

  it('accepts drop-date windows 0 to 3 and lists their days', () => {
    expect(fieldErrors(campaignSchema, campaign({ dropDateWindow: 3 }))).toEqual({});
    expect(Object.keys(fieldErrors(campaignSchema, campaign({ dropDateWindow: 4 })))).toEqual(['dropDateWindow']);
    expect(dropDateWindowDays('2026-02-27', 0)).toEqual(['2026-02-27']);
    expect(dropDateWindowDays('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(() => dropDateWindowDays('not a date', 1)).toThrow(RangeError);
  });

  it('needs a 36-character dashboard id', () => {
    expect(fieldErrors(dashboardIdSchema, 'a'.repeat(36))).toEqual({});
    expect(fieldErrors(dashboardIdSchema, 'a'.repeat(35))).toEqual({ '': [M.dashboardId] });
  });
});
