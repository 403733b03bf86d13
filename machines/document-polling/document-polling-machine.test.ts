import { describe, expect } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  documentPollingChecks,
  documentPollingEvents,
  documentPollingInput,
} from './document-polling-machine.checks.test-support.ts';
import { type DocumentPollingContext, documentPollingMachine } from './document-polling-machine.ts';

const input = documentPollingInput;
const { edgePaths } = modelPaths(documentPollingMachine, documentPollingEvents, input);

describe('documentPollingMachine (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(documentPollingMachine, ['fetchDocumentStatus'], {
      input,
      delays: { pollInterval: input.intervalMs },
    });
    await replayPath(h, path, (snapshot) => {
      const context = snapshot.context as DocumentPollingContext;
      expect(snapshot.hasTag('busy')).toBe(snapshot.status === 'active');
      expect(h.calls.fetchDocumentStatus?.every((call) => JSON.stringify(call) === '{"sessionId":"doc-1"}')).toBe(true);
      if (snapshot.matches('done')) expect(snapshot.output).toEqual({ kind: 'done', status: context.status });
      if (snapshot.matches('failed') && context.attempts === input.maxAttempts)
        expect(snapshot.output).toEqual({
          kind: 'failed',
          error: {
            code: 'PROCESSING_DOCUMENT_TIMEOUT',
            message: 'Operation timed out after 3 attempts at 10 ms intervals.',
          },
        });
    });
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('documentPollingMachine', () => {
  itPassesChecks(documentPollingChecks);
});
