import { describe, expect, it } from 'vitest';
import { DATA_FILE_STATUSES } from '../../domain/catalog/statuses.ts';
import { expectMovesFrom, itIsCatalogued } from '../lifecycle.test-helper.ts';
import {
  campaignDataFileLifecycle,
  dataFileMoves,
  NOT_VALIDATABLE_MESSAGE,
  uploadedDataFileStatus,
} from './campaign-data-file-lifecycle.ts';
import {
  NOT_APPLICABLE_MESSAGE,
  RATE_FILE_STATUSES,
  rateFileLifecycle,
  rateFileMoves,
  uploadedRateFileStatus,
} from './rate-file-lifecycle.ts';

describe('campaignDataFileLifecycle', () => {
  itIsCatalogued(campaignDataFileLifecycle, DATA_FILE_STATUSES, { states: dataFileMoves.statuses });

  it('stores an upload by its syntax check and validates only a syntax-checked file', () => {
    expect(uploadedDataFileStatus(true)).toBe('SYNTAX_CHECKED');
    expect(uploadedDataFileStatus(false)).toBe('UPLOADED');
    expectMovesFrom(dataFileMoves, 'SYNTAX_CHECKED', { VALIDATED: 'COMPLETE', VALIDATION_FAILED: 'PARTIAL' });
    for (const status of ['UPLOADED', 'PARTIAL', 'COMPLETE'] as const)
      expect(dataFileMoves.move(status, 'VALIDATED'), status).toEqual({ refused: NOT_VALIDATABLE_MESSAGE });
  });
});

describe('rateFileLifecycle', () => {
  itIsCatalogued(rateFileLifecycle, RATE_FILE_STATUSES, { states: rateFileMoves.statuses });

  it('applies a validated file once, never an invalid one', () => {
    expect(uploadedRateFileStatus(true)).toBe('VALIDATED');
    expect(uploadedRateFileStatus(false)).toBe('INVALID');
    expect(rateFileMoves.move('VALIDATED', 'APPLY')).toEqual({ next: 'APPLIED' });
    for (const status of ['INVALID', 'APPLIED'] as const)
      expect(rateFileMoves.move(status, 'APPLY'), status).toEqual({ refused: NOT_APPLICABLE_MESSAGE });
  });
});
