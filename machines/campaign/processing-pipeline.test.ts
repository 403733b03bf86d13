import { describe, expect, it } from 'vitest';
import { pipelineKeys, predecessorsComplete } from '../../domain/catalog/processing-pipeline.ts';
import type { StepKey } from '../../domain/catalog/processing-steps.ts';
import { machineCatalog } from '../catalog.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, describePath, itFollowsEachPath, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  EMBEDDER,
  PIPELINE_KEYS,
  pipelinePaths,
  processingPipelineChecks,
} from './processing-pipeline.checks.test-support.ts';
import { type ProcessingPipelineContext, processingPipelineMachine } from './processing-pipeline.ts';
import { pipelineAllows } from './processing-step-lifecycle.ts';

const KEYS = PIPELINE_KEYS;
const { paths, edgePaths } = pipelinePaths(processingPipelineMachine);

/** What must hold in every reachable state: no step is past `not run` unless the steps before it completed. */
function orderHolds(context: ProcessingPipelineContext): boolean {
  return Object.entries(context.steps).every(
    ([key, status]) =>
      status === 'not run' ||
      predecessorsComplete(context, key) ||
      // an embedder chain once run stays put when the bureau export has started after it
      (key.includes('/') && context.steps[`${EMBEDDER}/import`] === 'complete'),
  );
}

describe('processingPipelineMachine (model-based)', () => {
  it('is in the catalogue', () => {
    expect(machineCatalog.map((entry) => entry.id)).toContain('processingPipeline');
  });

  it('reaches the final state and every status of every step', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...values].sort()).toEqual(['"complete"', '"processing"']);
    for (const key of KEYS)
      for (const status of ['scheduled', 'running', 'complete', 'failed', 'canceled'])
        expect(
          paths.some((path) => path.state.context.steps[key] === status),
          `${key} ${status}`,
        ).toBe(true);
  });

  it('never lets a step leave `not run` before its predecessors complete', () => {
    for (const path of paths) expect(orderHolds(path.state.context), describePath(path as never)).toBe(true);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(processingPipelineMachine, [], { input: { embedders: [EMBEDDER] } });
    await replayPath(h, path, (snapshot, event, previous) => {
      const step = (event as unknown as { step: StepKey }).step;
      const before = previous.context.steps[step] ?? 'not run';
      const after = snapshot.context.steps[step] ?? 'not run';
      // Each event moves only its own step, and only as the lifecycle allows.
      const allowed: Record<string, [string[], string]> = {
        'step.start': [['not run'], 'scheduled'],
        'step.retry': [['failed', 'canceled'], 'scheduled'],
        'step.cancel': [['scheduled', 'running'], 'canceled'],
        'step.running': [['scheduled'], 'running'],
        'step.complete': [['running'], 'complete'],
        'step.fail': [['scheduled', 'running'], 'failed'],
      };
      const [from, to] = allowed[event.type] ?? [[], ''];
      if (before !== after) {
        expect(from).toContain(before);
        expect(after).toBe(to);
      }
      for (const key of KEYS) if (key !== step) expect(snapshot.context.steps[key]).toBe(previous.context.steps[key]);
      expect(snapshot.status === 'done').toBe(snapshot.context.steps['metrics-calc'] === 'complete');
    });
  });
});

describe('pipelineAllows (the server’s check)', () => {
  it('starts only the first step of a fresh campaign', () => {
    const input = { embedders: ['1', '2'] };
    expect(pipelineKeys(['1', '2']).filter((step) => pipelineAllows(input, { type: 'step.start', step }))).toEqual([
      'embedder-import',
    ]);
  });

  it('opens the embedder chains and the bureau export once the console uploads are imported', () => {
    const input = { embedders: ['1', '2'], steps: { 'embedder-import': 'complete' as const } };
    expect(pipelineKeys(['1', '2']).filter((step) => pipelineAllows(input, { type: 'step.start', step }))).toEqual([
      '1/sftp',
      '2/sftp',
      'tu-export',
    ]);
  });

  it('holds the bureau export while a started embedder chain is unfinished, and closes the chains after it', () => {
    const started = {
      embedders: ['1'],
      steps: { 'embedder-import': 'complete' as const, '1/sftp': 'complete' as const },
    };
    expect(pipelineAllows(started, { type: 'step.start', step: 'tu-export' })).toBe(false);
    expect(pipelineAllows(started, { type: 'step.start', step: '1/pgp' })).toBe(true);
    const exported = {
      embedders: ['1'],
      steps: { 'embedder-import': 'complete' as const, 'tu-export': 'running' as const },
    };
    expect(pipelineAllows(exported, { type: 'step.start', step: '1/sftp' })).toBe(false);
  });

  it('retries failed and canceled steps, cancels queued and running ones, never restarts a complete one', () => {
    const input = { embedders: [], steps: { 'embedder-import': 'complete' as const, 'tu-export': 'failed' as const } };
    expect(pipelineAllows(input, { type: 'step.retry', step: 'tu-export' })).toBe(true);
    expect(pipelineAllows(input, { type: 'step.start', step: 'tu-export' })).toBe(false);
    expect(pipelineAllows(input, { type: 'step.start', step: 'embedder-import' })).toBe(false);
    expect(pipelineAllows(input, { type: 'step.retry', step: 'embedder-import' })).toBe(false);
    expect(pipelineAllows(input, { type: 'step.cancel', step: 'tu-export' })).toBe(false);
    const running = { embedders: [], steps: { 'embedder-import': 'running' as const } };
    expect(pipelineAllows(running, { type: 'step.cancel', step: 'embedder-import' })).toBe(true);
    expect(pipelineAllows({ embedders: ['9'] }, { type: 'step.start', step: '3/sftp' })).toBe(false);
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('processingPipelineMachine', () => {
  itPassesChecks(processingPipelineChecks);
});
