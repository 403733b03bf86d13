import { assign, setup } from 'xstate';
import { type PipelineState, pipelineComplete, stepStatusIn } from '../../domain/catalog/processing-pipeline.ts';
import type { StepKey, StepStatus } from '../../domain/catalog/processing-steps.ts';
import { onChart } from '../state-paths.ts';
import {
  pipelineAllows,
  STEP_EVENTS,
  type StepEventType,
  stepStatusesTaking,
  stepTarget,
} from './processing-step-lifecycle.ts';

/** An event of one step (the processingStep machine's, naming the step). */
export interface PipelineEvent {
  readonly type: StepEventType;
  readonly step: StepKey;
}

export type ProcessingPipelineInput = PipelineState;
export interface ProcessingPipelineContext {
  readonly embedders: readonly string[];
  readonly steps: Readonly<Record<string, StepStatus>>;
}
export type ProcessingPipelineEvent = PipelineEvent;

function contextFrom(input: ProcessingPipelineInput): ProcessingPipelineContext {
  const steps: Record<string, StepStatus> = {};
  for (const [key, status] of Object.entries(input.steps ?? {}))
    if (status && status !== 'not run') steps[key] = status;
  return { embedders: [...input.embedders], steps };
}

const move = { guard: 'allowed', actions: 'apply' } as const;

/**
 * The campaign processing pipeline (002 §2, §4): which step may run next. A step starts only when the steps before
 * it are complete (embedder-import → each embedder's sftp → pgp → import → tu-export → tu-import → generate-offers
 * → generate-email-payloads → metrics-calc); a queued or running step can be canceled, a failed or canceled one
 * retried; the pipeline is complete when metrics-calc completes. Its guard and moves are each step's processingStep
 * machine (processing-step-lifecycle.ts), which the server asks for every start, retry and cancel.
 */
export const processingPipelineMachine = setup({
  types: {
    context: {} as ProcessingPipelineContext,
    events: {} as ProcessingPipelineEvent,
    input: {} as ProcessingPipelineInput,
  },
  guards: {
    allowed: ({ context, event }) => pipelineAllows(context, event),
    pipelineComplete: ({ context }) => pipelineComplete(context),
  },
  actions: {
    apply: assign(({ context, event }) => ({
      steps: { ...context.steps, [event.step]: stepTarget(event.type) },
    })),
  },
}).createMachine({
  id: 'processingPipeline',
  context: ({ input }) => contextFrom(input),
  initial: 'processing',
  states: {
    processing: {
      always: { guard: 'pipelineComplete', target: 'complete' },
      on: {
        'step.start': move,
        'step.retry': move,
        'step.cancel': move,
        'step.running': move,
        'step.complete': move,
        'step.fail': move,
      },
    },
    /** metrics-calc completed: every step of the campaign is done. */
    complete: { type: 'final' },
  },
});

export type ProcessingPipelineMachine = typeof processingPipelineMachine;

/** Why the pipeline refuses `type` for the step now (the chart's reason beside a refused event). */
function stepRefusal(state: PipelineState, type: PipelineEvent['type'], step: StepKey): string {
  const status = stepStatusIn(state, step);
  if (!stepStatusesTaking(type).includes(status)) return `Not while the step is ${status}`;
  return 'The steps before it are not complete';
}

/** One step on the pipeline's chart ("Show on chart"): the pipeline's state and each step event's answer now. */
export const pipelineStepOnChart = (state: PipelineState, step: StepKey) =>
  onChart(processingPipelineMachine, [pipelineComplete(state) ? 'complete' : 'processing'], STEP_EVENTS, (type) =>
    pipelineAllows(state, { type, step }) ? {} : { refused: stepRefusal(state, type, step) },
  );
