import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskSsn, ssnLastFour } from './ssn.ts';

describe('SSN masking', () => {
  it('keeps only the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(ssnLastFour('123 45 6789')).toBe('6789');
  });

  it('masks everything when the value is malformed', () => {
    for (const bad of ['', '12345', '1234567890', null, undefined]) {
      expect(maskSsn(bad)).toBe('***-**-****');
      expect(ssnLastFour(bad)).toBeUndefined();
    }
  });

  it('never shows the first five digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (ssn) => {
        const masked = maskSsn(ssn);
        expect(masked.replace(/\D/g, '')).toBe(ssn.slice(5));
      }),
    );
  });
});
