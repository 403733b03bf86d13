import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { DOCUMENT_POLLING } from '../../domain/catalog/limits.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { expectReaches, type ModelEvent, modelPaths } from '../redemption/model-based.test-helper.ts';
import {
  type DocumentPollingContext,
  documentPollingMachine,
  processingTimeoutMessage,
} from './document-polling-machine.ts';

export const documentPollingInput = { sessionId: 'doc-1', maxAttempts: 3, intervalMs: 10 };
export const documentPollingEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.fetchDocumentStatus', output: 'processing' },
  { type: 'xstate.done.actor.fetchDocumentStatus', output: 'passed' },
  { type: 'xstate.done.actor.fetchDocumentStatus', output: 'failed' },
  { type: 'xstate.error.actor.fetchDocumentStatus', error: { status: 503, message: 'Service is unavailable' } },
];

/** A chart whose status check always answers `status`, counting the calls. */
const answering = (chart: typeof documentPollingMachine, status: string, calls = { count: 0 }) =>
  chart.provide({
    actors: {
      fetchDocumentStatus: fromPromise<string, { sessionId: string }>(async () => {
        calls.count += 1;
        return status;
      }),
    },
  });

/** The license-scan status polling (001 §4, §8, §9), asked of whichever machine is given. */
export const documentPollingChecks = defineChecks(documentPollingMachine, {
  'reaches checking, waiting, done and failed, up to the attempt limit': (chart) => {
    // Bounded: a mutant that polls without end has no finite graph.
    const { paths } = modelPaths(chart, documentPollingEvents, documentPollingInput, undefined, 500);
    expectReaches(paths, ['checking', 'waiting', 'done', 'failed']);
    expect(Math.max(...paths.map((path) => (path.state.context as DocumentPollingContext).attempts))).toBe(3);
  },

  'polls 25 times 5000 ms apart, then times out': async (chart) => {
    const clock = new SimulatedClock();
    const calls = { count: 0 };
    const actor = createActor(answering(chart, 'processing', calls), { input: { sessionId: 'doc-1' }, clock }).start();
    for (let attempt = 1; attempt < DOCUMENT_POLLING.maxAttempts; attempt += 1) {
      await waitFor(actor, (s) => (s.matches('waiting') && s.context.attempts === attempt) || s.status === 'done');
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      clock.increment(DOCUMENT_POLLING.intervalMs - 1);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      clock.increment(1);
    }
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.count).toBe(25);
    expect(snapshot.output).toEqual({
      kind: 'failed',
      error: { code: 'PROCESSING_DOCUMENT_TIMEOUT', message: processingTimeoutMessage(25, 5000) },
    });
    expect(processingTimeoutMessage(25, 5000)).toBe('Operation timed out after 25 attempts at 5000 ms intervals.');
  },

  'ends on the first status other than processing': async (chart) => {
    const calls = { count: 0 };
    const actor = createActor(answering(chart, 'passed', calls), { input: { sessionId: 'doc-1' } }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ kind: 'done', status: 'passed' });
    expect(calls.count).toBe(1);
  },
});
