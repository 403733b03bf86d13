import { describe, expect, it } from 'vitest';
import { formatDisplay } from './display.ts';

describe('formatDisplay', () => {
  it('prints each kind one way', () => {
    expect(formatDisplay('money', '1500')).toBe('$1,500.00');
    expect(formatDisplay('money', '15000.00')).toBe('$15,000.00');
    expect(formatDisplay('wholeMoney', 250000)).toBe('$250,000');
    expect(formatDisplay('percent', '9.490')).toBe('9.49%');
    expect(formatDisplay('dateTime', '2026-11-27T12:12:54.134Z', { timeZone: 'UTC' })).toBe('Nov 27, 2026, 12:12 PM');
    expect(formatDisplay('date', '2026-11-27')).toBe('11/27/2026');
    expect(formatDisplay('count', 15000)).toBe('15,000');
    expect(formatDisplay('label', 'PENDING_DOCUMENTS')).toBe('Pending documents');
    expect(formatDisplay('text', 'as is')).toBe('as is');
  });

  it('prints nothing for nothing, and leaves what it cannot read as it came', () => {
    for (const empty of [null, undefined, '']) expect(formatDisplay('money', empty)).toBe('');
    expect(formatDisplay('dateTime', 'soon')).toBe('soon');
    expect(formatDisplay('count', 'many')).toBe('many');
  });
});
