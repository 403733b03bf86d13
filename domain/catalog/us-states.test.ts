import { describe, expect, it } from 'vitest';
import { MONTHS, US_STATE_CODES, US_STATES } from './us-states.ts';

describe('US states and months', () => {
  it('has the 50 states plus DC with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATE_CODES).toContain('DC');
  });

  it('has twelve months in order', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('January');
    expect(MONTHS[11]).toBe('December');
  });
});
