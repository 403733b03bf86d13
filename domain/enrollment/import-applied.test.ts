import { describe, expect, it } from 'vitest';
import { importApplied } from './import-applied.ts';

describe('importApplied', () => {
  it('is true for a chosen source and for a campaign file that validated complete', () => {
    expect(importApplied({ sourceType: 'SCRATCH', dataFileStatus: 'PENDING' })).toBe(true);
    expect(importApplied({ sourceType: 'BLUEPRINT', dataFileStatus: 'COMPLETE' })).toBe(true);
    expect(importApplied({ sourceType: 'PREVCAMPAIGN', dataFileStatus: 'COMPLETE' })).toBe(true);
    expect(importApplied({ sourceType: 'CPLX', dataFileStatus: 'COMPLETE' })).toBe(true);
  });

  it('is false with nothing imported, or a campaign file not (yet) applied', () => {
    expect(importApplied({ sourceType: null, dataFileStatus: null })).toBe(false);
    expect(importApplied({ sourceType: 'CPLX', dataFileStatus: 'SYNTAX_CHECKED' })).toBe(false);
    expect(importApplied({ sourceType: 'CPLX', dataFileStatus: 'PARTIAL' })).toBe(false);
  });
});
