import { getNextSnapshot, setup } from 'xstate';
import { type PipelineState, predecessorsComplete, stepStatusIn } from '../../domain/catalog/processing-pipeline.ts';
import {
  PROCESSING_MESSAGES,
  STEP_STATUSES,
  type StepKey,
  type StepStatus,
} from '../../domain/catalog/processing-steps.ts';
import { ended, moves } from '../lifecycle-config.ts';

export const STEP_EVENTS = [
  /** The admin starts a step that has not run: it is queued (`scheduled`). */
  'step.start',
  /** The admin runs a failed or canceled step again. */
  'step.retry',
  /** The admin cancels a queued or running step. */
  'step.cancel',
  /** The worker claims the queued step. */
  'step.running',
  'step.complete',
  'step.fail',
] as const;
export type StepEventType = (typeof STEP_EVENTS)[number];

export interface ProcessingStepContext {
  /** The campaign's pipeline as stored: the guard reads whether the steps before this one are complete. */
  readonly pipeline: PipelineState;
  readonly step: StepKey;
}

const inOrder = { guard: 'stepsBeforeComplete', target: 'scheduled' } as const;

/**
 * One processing step of a campaign (002 §2, §4 background job statuses). A step has no row until the admin starts
 * it (`not run`); it starts, and a failed or canceled one is retried, only when the steps before it are complete
 * (predecessorsComplete, 002 §2's order). The worker claims a queued step (running) and ends it complete or failed;
 * the admin cancels a queued or running one. A complete step never runs again. Pure: the server resolves the stored
 * status with the campaign's pipeline and asks it (stepMove); the worker's conditional UPDATEs take their from-states
 * from it (stepStatusesTaking) — there is no other table of step transitions.
 */
export const processingStepLifecycle = setup({
  types: {
    context: {} as ProcessingStepContext,
    events: {} as { type: StepEventType },
    input: {} as ProcessingStepContext,
  },
  guards: {
    stepsBeforeComplete: ({ context }) => predecessorsComplete(context.pipeline, context.step),
  },
}).createMachine({
  id: 'processingStep',
  context: ({ input }) => input,
  initial: 'not run',
  states: {
    'not run': { description: 'No row yet: the admin has not started it', on: { 'step.start': inOrder } },
    scheduled: {
      description: 'Queued for the worker',
      on: moves({ 'step.running': 'running', 'step.cancel': 'canceled' }),
    },
    running: {
      description: 'The worker runs it; rows done / total on its row',
      on: moves({ 'step.complete': 'complete', 'step.fail': 'failed', 'step.cancel': 'canceled' }),
    },
    complete: ended('Its result is on its row; it never runs again'),
    failed: { description: 'Its error says why', on: { 'step.retry': inOrder } },
    canceled: { description: 'The admin stopped it', on: { 'step.retry': inOrder } },
  },
});

/** A pipeline holding one status for its first step, which is always in order (predecessorsComplete). */
const firstStepAt = (status: StepStatus): PipelineState => ({ embedders: [], steps: { 'embedder-import': status } });

/** The step's status after `type`, or null when the machine refuses it (the step's status read from `pipeline`). */
export function stepMove(pipeline: PipelineState, step: StepKey, type: StepEventType): StepStatus | null {
  const snapshot = processingStepLifecycle.resolveState({
    value: stepStatusIn(pipeline, step),
    context: { pipeline, step },
  });
  if (snapshot.status !== 'active' || !snapshot.can({ type })) return null;
  return getNextSnapshot(processingStepLifecycle, snapshot, { type }).value as StepStatus;
}

/** Whether the pipeline takes `type` for `step` now (the admin's start / retry / cancel, the chart's answers). */
export const pipelineAllows = (pipeline: PipelineState, event: { type: StepEventType; step: StepKey }): boolean =>
  stepMove(pipeline, event.step, event.type) !== null;

/** The statuses `type` leaves, the order aside (a conditional UPDATE's from-states). */
export const stepStatusesTaking = (type: StepEventType): StepStatus[] =>
  STEP_STATUSES.filter((status) => stepMove(firstStepAt(status), 'embedder-import', type) !== null);

/** The status `type` enters (each event has one target). */
export function stepTarget(type: StepEventType): StepStatus {
  const [from] = stepStatusesTaking(type);
  const next = from ? stepMove(firstStepAt(from), 'embedder-import', type) : null;
  if (!next) throw new Error(`processingStep: ${type} is taken nowhere`);
  return next;
}

/** The machine's reason for refusing `type` (the 409's message, ours: the seed names none). */
export function stepRefusal(pipeline: PipelineState, step: StepKey, type: StepEventType): string {
  const status = stepStatusIn(pipeline, step);
  if (stepStatusesTaking(type).includes(status)) return PROCESSING_MESSAGES.notNow;
  if (type === 'step.retry') return PROCESSING_MESSAGES.notRetryable;
  if (type === 'step.cancel') return PROCESSING_MESSAGES.notCancelable;
  if (type === 'step.start') return PROCESSING_MESSAGES.alreadyStarted;
  return `Not while the step is ${status}`;
}
