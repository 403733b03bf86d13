import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { DOCUMENT_POLLING } from '../../domain/catalog/limits.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  type DocumentPollingContext,
  documentPollingMachine,
  processingTimeoutMessage,
} from './document-polling-machine.ts';

const input = { sessionId: 'doc-1', maxAttempts: 3, intervalMs: 10 };
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.fetchDocumentStatus', output: 'processing' },
  { type: 'xstate.done.actor.fetchDocumentStatus', output: 'passed' },
  { type: 'xstate.done.actor.fetchDocumentStatus', output: 'failed' },
  { type: 'xstate.error.actor.fetchDocumentStatus', error: { status: 503, message: 'Service is unavailable' } },
];
const { paths, edgePaths } = modelPaths(documentPollingMachine, events, input);

describe('documentPollingMachine (model-based)', () => {
  it('reaches checking, waiting, done and failed, up to the attempt limit', () => {
    const reached = reachedValues(paths);
    for (const value of ['checking', 'waiting', 'done', 'failed']) expect(reached).toContain(JSON.stringify(value));
    expect(Math.max(...paths.map((path) => (path.state.context as DocumentPollingContext).attempts))).toBe(3);
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
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

describe('documentPollingMachine with the seed limits', () => {
  it('polls 25 times 5000 ms apart, then times out', async () => {
    const clock = new SimulatedClock();
    let checks = 0;
    const machine = documentPollingMachine.provide({
      actors: {
        fetchDocumentStatus: fromPromise<string, { sessionId: string }>(async () => {
          checks += 1;
          return 'processing';
        }),
      },
    });
    const actor = createActor(machine, { input: { sessionId: 'doc-1' }, clock }).start();
    for (let attempt = 1; attempt < DOCUMENT_POLLING.maxAttempts; attempt += 1) {
      await waitFor(actor, (s) => s.matches('waiting') && s.context.attempts === attempt);
      clock.increment(DOCUMENT_POLLING.intervalMs - 1);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      clock.increment(1);
    }
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(checks).toBe(25);
    expect(snapshot.output).toEqual({
      kind: 'failed',
      error: { code: 'PROCESSING_DOCUMENT_TIMEOUT', message: processingTimeoutMessage(25, 5000) },
    });
    expect(processingTimeoutMessage(25, 5000)).toBe('Operation timed out after 25 attempts at 5000 ms intervals.');
  });

  it('ends on the first status other than processing', async () => {
    const machine = documentPollingMachine.provide({
      actors: { fetchDocumentStatus: fromPromise<string, { sessionId: string }>(async () => 'passed') },
    });
    const actor = createActor(machine, { input: { sessionId: 'doc-1' } }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ kind: 'done', status: 'passed' });
  });
});
