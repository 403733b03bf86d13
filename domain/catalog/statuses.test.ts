import { describe, expect, it } from 'vitest';
import * as statuses from './statuses.ts';

describe('status sets', () => {
  it('have no duplicates', () => {
    for (const value of Object.values(statuses)) {
      if (Array.isArray(value)) expect(new Set(value).size).toBe(value.length);
    }
  });

  it('keep the seed values verbatim', () => {
    expect(statuses.REDEEM_STATUSES).toEqual(['CREATED', 'PENDING_DOCUMENTS', 'COMPLETE', 'CANCELLED', 'EXPIRED']);
    expect(statuses.FUNDING_STATUSES).toEqual(['PENDING', 'FUNDED', 'UNABLE_TO_FUND']);
    expect(statuses.INVOICE_STATUSES).toHaveLength(9);
    expect(statuses.JOB_STATUSES).toContain('ALL');
    expect(statuses.ACKNOWLEDGEMENT_STATUSES[0]).toBe('PENDING_ACKNOWLEDGEMENT');
    expect(statuses.CONSOLE_USER_STATUSES).toEqual(['ACTIVE', 'INACTIVE', 'LOCKED']);
    expect(statuses.TRANSACTION_OUTCOMES).toEqual(['Ineligible', 'Offered', 'Passed', 'Failed', 'Error', 'Abandoned']);
    expect(statuses.DATA_FILE_STATUSES).toEqual(['PENDING', 'UPLOADED', 'SYNTAX_CHECKED', 'PARTIAL', 'COMPLETE']);
    expect(statuses.PRODUCT_VALIDATION_STATUSES).toContain('VALIDATED');
    expect(statuses.BACKGROUND_JOB_STATUSES).toContain('not run');
    expect(statuses.ENROLLMENT_STATES).toEqual(['None', 'Not Enrolled', 'Enrolled']);
    expect(statuses.DOCUMENT_PROCESSING_STATUS).toBe('processing');
    expect(statuses.REDEEM_TYPES).toEqual(['STANDARD', 'ADD_ON']);
  });
});
