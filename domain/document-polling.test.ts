import { describe, expect, it } from 'vitest';
import { documentPollingDecision } from './document-polling.ts';

describe('documentPollingDecision', () => {
  it('keeps polling every 5000 ms while processing', () => {
    expect(documentPollingDecision('processing', 1)).toEqual({ kind: 'poll', delayMs: 5000 });
    expect(documentPollingDecision('processing', 24)).toEqual({ kind: 'poll', delayMs: 5000 });
  });

  it('times out after 25 attempts', () => {
    expect(documentPollingDecision('processing', 25)).toEqual({ kind: 'timeout', code: 'PROCESSING_DOCUMENT_TIMEOUT' });
    expect(documentPollingDecision('processing', 3, { maxAttempts: 3, intervalMs: 10 })).toEqual({
      kind: 'timeout',
      code: 'PROCESSING_DOCUMENT_TIMEOUT',
    });
  });

  it('stops on any other status, even on the last attempt', () => {
    expect(documentPollingDecision('passed', 1)).toEqual({ kind: 'done', status: 'passed' });
    expect(documentPollingDecision('failed', 25)).toEqual({ kind: 'done', status: 'failed' });
    expect(documentPollingDecision('PROCESSING', 1)).toEqual({ kind: 'done', status: 'PROCESSING' });
  });
});
