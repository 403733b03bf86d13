import { expect } from 'vitest';
import { getNextSnapshot } from 'xstate';
import { type PipelineState, stepStatusIn } from '../../domain/catalog/processing-pipeline.ts';
import type { StepKey, StepStatus } from '../../domain/catalog/processing-steps.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { processingStepLifecycle, type StepEventType } from './processing-step-lifecycle.ts';

type Chart = typeof processingStepLifecycle;

/** The step's status after `type` as the chart given decides it (null: refused). */
function moveOn(chart: Chart, pipeline: PipelineState, step: StepKey, type: StepEventType): StepStatus | null {
  const snapshot = chart.resolveState({ value: stepStatusIn(pipeline, step), context: { pipeline, step } });
  if (snapshot.status !== 'active' || !snapshot.can({ type })) return null;
  return getNextSnapshot(chart, snapshot, { type }).value as StepStatus;
}

const E = '1';
const exported: PipelineState = {
  embedders: [E],
  steps: { 'embedder-import': 'complete', [`${E}/sftp`]: 'failed', 'tu-export': 'complete', 'tu-import': 'failed' },
};

/** 002 §2's order and §4's job statuses, asked of whichever chart is given (the server's oracle). */
export const processingStepChecks = defineChecks(processingStepLifecycle, {
  'a step starts only once the steps before it are complete': (chart) => {
    expect(moveOn(chart, { embedders: [E] }, 'embedder-import', 'step.start')).toBe('scheduled');
    expect(moveOn(chart, { embedders: [E] }, 'tu-export', 'step.start')).toBeNull();
    const imported: PipelineState = { embedders: [], steps: { 'embedder-import': 'complete' } };
    expect(moveOn(chart, imported, 'tu-export', 'step.start')).toBe('scheduled');
    expect(moveOn(chart, imported, 'tu-import', 'step.start')).toBeNull();
  },

  'a failed or canceled step is retried only while the steps before it are complete': (chart) => {
    expect(moveOn(chart, exported, 'tu-import', 'step.retry')).toBe('scheduled');
    // The embedder chain closes once the bureau export ran: its failed copy is not retried.
    expect(moveOn(chart, exported, `${E}/sftp`, 'step.retry')).toBeNull();
    const canceled: PipelineState = { embedders: [], steps: { 'embedder-import': 'canceled' } };
    expect(moveOn(chart, canceled, 'embedder-import', 'step.retry')).toBe('scheduled');
  },

  'the worker claims a queued step and ends only a running one; a complete step never runs again': (chart) => {
    const at = (status: StepStatus): PipelineState => ({ embedders: [], steps: { 'embedder-import': status } });
    expect(moveOn(chart, at('scheduled'), 'embedder-import', 'step.running')).toBe('running');
    expect(moveOn(chart, at('scheduled'), 'embedder-import', 'step.complete')).toBeNull();
    expect(moveOn(chart, at('running'), 'embedder-import', 'step.fail')).toBe('failed');
    expect(moveOn(chart, at('running'), 'embedder-import', 'step.cancel')).toBe('canceled');
    for (const type of ['step.start', 'step.retry', 'step.running'] as const)
      expect(moveOn(chart, at('complete'), 'embedder-import', type)).toBeNull();
  },
});
