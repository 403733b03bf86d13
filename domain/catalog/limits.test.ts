import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';

describe('limits', () => {
  it('match the seeds', () => {
    expect(limits.MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(limits.MAX_PRODUCT_NAME_LENGTH).toBe(32);
    expect(limits.MAX_FAQS).toBe(3);
    expect(limits.MAX_CARD_TYPES).toBe(2);
    expect(limits.MAX_CHECKING_TYPES).toBe(2);
    expect(limits.DASHBOARD_ID_LENGTH).toBe(36);
    expect(limits.REQUIRED_IMAGE_SIZE).toEqual({ width: 1008, height: 645 });
    expect(limits.VANTAGE_CUTOFF).toEqual({ min: 300, max: 999 });
    expect(limits.DOCUMENT_POLLING).toEqual({ maxAttempts: 25, intervalMs: 5000 });
    expect(limits.OPENER_TIMEOUT_MS).toBe(500);
    expect(limits.IDENTITY_LOCKOUT_MINUTES).toBe(60);
    expect(limits.DEFAULT_PAGE_SIZE).toBe(30);
    expect(limits.FIRST_PAGE).toBe(0);
  });
});
