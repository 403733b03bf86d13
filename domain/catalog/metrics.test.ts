import { describe, expect, it } from 'vitest';
import { foldMetrics, OFFER_METRICS } from './metrics.ts';

describe('metrics', () => {
  it('lists the eight offer metrics', () => {
    expect(OFFER_METRICS).toHaveLength(8);
    expect(OFFER_METRICS).toContain('offers_redemption_amount');
  });

  it('folds name/value pairs into an object, later names winning', () => {
    expect(
      foldMetrics([
        { name: 'offers_generated', value: 10 },
        { name: 'inventory', value: '5' },
        { name: 'offers_generated', value: 12 },
      ]),
    ).toEqual({ offers_generated: 12, inventory: '5' });
    expect(foldMetrics([])).toEqual({});
  });
});
