import { describe, expect, it } from 'vitest';
import { validateStep } from './product-wizard.ts';

describe('validateStep', () => {
  it('takes a Stipulations step with nothing chosen (the browser sends no catalogueIds then)', () => {
    expect(validateStep('stipulations', {})).toEqual([]);
    expect(validateStep('stipulations', { catalogueIds: [] })).toEqual([]);
  });

  it('still refuses a stipulation that is not a catalogue id', () => {
    expect(validateStep('stipulations', { catalogueIds: ['nope'] })).toEqual([
      { path: 'catalogueIds.0', message: expect.stringContaining('Stipulation') },
    ]);
  });

  it('takes a Redeem Limit with only the amount box ticked (the unticked box is not sent)', () => {
    expect(validateStep('redeemLimit', { byAmount: true, amount: '250000' })).toEqual([]);
    expect(validateStep('redeemLimit', {}).map((issue) => issue.message)).not.toContain('By count is required');
  });
});
