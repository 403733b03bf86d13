import { describe, expect, it } from 'vitest';
import { PROCESSING_MESSAGES, STEP_STATUSES } from '../../domain/catalog/processing-steps.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import { processingStepChecks } from './processing-step-lifecycle.checks.test-support.ts';
import {
  processingStepLifecycle,
  STEP_EVENTS,
  stepRefusal,
  stepStatusesTaking,
  stepTarget,
} from './processing-step-lifecycle.ts';

describe('processingStepLifecycle', () => {
  itIsCatalogued(processingStepLifecycle, STEP_STATUSES, { ordered: true });

  it('gives the worker’s and the admin’s conditional UPDATEs their from-states and targets', () => {
    const table = Object.fromEntries(STEP_EVENTS.map((type) => [type, [stepStatusesTaking(type), stepTarget(type)]]));
    expect(table).toEqual({
      'step.start': [['not run'], 'scheduled'],
      'step.retry': [['failed', 'canceled'], 'scheduled'],
      'step.cancel': [['scheduled', 'running'], 'canceled'],
      'step.running': [['scheduled'], 'running'],
      'step.complete': [['running'], 'complete'],
      // Never from scheduled: a worker whose step was canceled and retried meanwhile must not fail the new run.
      'step.fail': [['running'], 'failed'],
    });
  });

  it('says why it refuses (the 409’s message)', () => {
    const pipeline = { embedders: [], steps: { 'embedder-import': 'complete' as const } };
    expect(stepRefusal(pipeline, 'embedder-import', 'step.retry')).toBe(PROCESSING_MESSAGES.notRetryable);
    expect(stepRefusal(pipeline, 'embedder-import', 'step.cancel')).toBe(PROCESSING_MESSAGES.notCancelable);
    expect(stepRefusal(pipeline, 'embedder-import', 'step.start')).toBe(PROCESSING_MESSAGES.alreadyStarted);
    expect(stepRefusal(pipeline, 'tu-import', 'step.start')).toBe(PROCESSING_MESSAGES.notNow);
  });

  describe('checks', () => itPassesChecks(processingStepChecks));
});
