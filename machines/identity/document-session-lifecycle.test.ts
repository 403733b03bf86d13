import { describe, expect, it } from 'vitest';
import { DOCUMENT_FAILURE_STATUSES } from '../../domain/catalog/document-verification.ts';
import {
  awaitsScanAnswer,
  documentSessionMoves,
  NEW_SCAN_STATUS,
  SCAN_ANSWER_EVENT,
} from './document-session-lifecycle.ts';

describe('documentSessionLifecycle', () => {
  it('stores a scan processing and takes the first answer the vendor gives', () => {
    expect(NEW_SCAN_STATUS).toBe('processing');
    expect(documentSessionMoves.statuses).toEqual(['processing', 'passed', ...DOCUMENT_FAILURE_STATUSES]);
    for (const status of documentSessionMoves.statuses)
      expect(documentSessionMoves.next('processing', SCAN_ANSWER_EVENT[status]), status).toBe(status);
  });

  it('never changes an answered scan', () => {
    for (const status of documentSessionMoves.statuses.filter((s) => s !== 'processing'))
      for (const event of Object.values(SCAN_ANSWER_EVENT))
        expect(documentSessionMoves.next(status, event), `${status} ${event}`).toBeNull();
    expect(documentSessionMoves.taking('PASS')).toEqual(['processing']);
    expect(documentSessionMoves.statuses.filter(awaitsScanAnswer)).toEqual(['processing']);
  });
});
