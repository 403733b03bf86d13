import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { annualIncomeSchema, INCOME_MESSAGE } from './income.ts';

describe('annualIncomeSchema', () => {
  it('takes whole dollars and cents from 0 up to the bound', () => {
    for (const ok of ['0', '15000', '52000.5', '99999999.99', ' 42000 ']) {
      expect(v.safeParse(annualIncomeSchema, ok).success, ok).toBe(true);
    }
  });

  it('refuses negative, oversized, over-precise and non-numeric figures with one message', () => {
    for (const bad of ['-1', '-0.01', '100000000', '1000000000000000', '1.234', 'lots', '', '1e9']) {
      const result = v.safeParse(annualIncomeSchema, bad);
      expect(result.success, bad).toBe(false);
      expect(result.issues?.[0]?.message).toBe(INCOME_MESSAGE);
    }
  });
});
