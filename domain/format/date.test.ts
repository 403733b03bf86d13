import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime, formatReportDate } from './date.ts';

describe('dates', () => {
  it('shows calendar dates en-US without shifting the day', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDateLong('2026-11-22')).toBe('Nov 22, 2026');
  });

  it('shows moments', () => {
    expect(formatDate(new Date(Date.UTC(2026, 6, 4, 12)))).toBe('07/04/2026');
    expect(formatDateTime('2026-07-04T17:30:00Z', 'America/New_York')).toBe('Jul 4, 2026, 1:30 PM');
    expect(formatDateTime('2026-07-04T17:30:00Z')).toMatch(/Jul \d, 2026/);
  });

  it('formats report dates as YYYY-MM-DD', () => {
    expect(formatReportDate('2026-03-09')).toBe('2026-03-09');
    expect(formatReportDate(Date.UTC(2026, 2, 9, 23, 59))).toBe('2026-03-09');
  });

  it('gives an empty string for invalid dates', () => {
    for (const format of [formatDate, formatDateLong, formatDateTime, formatReportDate]) {
      expect(format('not a date')).toBe('');
    }
  });
});

describe('dates in the consumer language', () => {
  it('shows a day the US Spanish way when asked, the same day', () => {
    expect(formatDate('2026-11-22', 'es-US')).toBe('22/11/2026');
    expect(formatDateLong('2026-11-22', 'es-US')).toMatch(/^22 nov\.? 2026$/);
    expect(formatDate('2026-11-22')).toBe('11/22/2026');
  });
});
