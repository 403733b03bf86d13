import {
  CAMPAIGN_STEPS,
  EMBEDDER_STEPS,
  type EmbedderStep,
  type StepKey,
  type StepStatus,
  stepKey,
} from './processing-steps.ts';

/**
 * The processing pipeline's rules as data and pure functions: the processingPipeline statechart
 * (machines/campaign/processing-pipeline.ts) is built from them, and the server — which may not import machines/ —
 * decides every start, retry and cancel with the same `pipelineAllows`. The machine's tests check both agree.
 */
export interface PipelineState {
  /** The enrolled embedders (their numbers), each with its own SFTP copy → PGP decryption → import. */
  readonly embedders: readonly string[];
  /** Statuses by step key; a step left out has not run. */
  readonly steps?: Readonly<Partial<Record<string, StepStatus>>>;
}

export type PipelineEventType =
  /** The admin starts a step that has not run: it is queued (`scheduled`). */
  | 'step.start'
  /** The admin runs a failed or canceled step again. */
  | 'step.retry'
  /** The admin cancels a queued or running step. */
  | 'step.cancel'
  /** The job picked the step up. */
  | 'step.running'
  | 'step.complete'
  | 'step.fail';
export interface PipelineEvent {
  readonly type: PipelineEventType;
  readonly step: StepKey;
}

/** Each event: the statuses it leaves, the one it enters, and whether the steps before must be complete. */
export const STEP_TRANSITIONS: Readonly<
  Record<
    PipelineEventType,
    { readonly from: readonly StepStatus[]; readonly to: StepStatus; readonly inOrder: boolean }
  >
> = {
  'step.start': { from: ['not run'], to: 'scheduled', inOrder: true },
  'step.retry': { from: ['failed', 'canceled'], to: 'scheduled', inOrder: true },
  'step.cancel': { from: ['scheduled', 'running'], to: 'canceled', inOrder: false },
  'step.running': { from: ['scheduled'], to: 'running', inOrder: false },
  'step.complete': { from: ['running'], to: 'complete', inOrder: false },
  'step.fail': { from: ['scheduled', 'running'], to: 'failed', inOrder: false },
};

export const stepStatusIn = (state: PipelineState, key: string): StepStatus => state.steps?.[key] ?? 'not run';
const done = (state: PipelineState, key: string) => stepStatusIn(state, key) === 'complete';

/** An embedder's chain counts once started: then its import must be complete before the bureau export. */
const chainSettled = (state: PipelineState, embedder: string) =>
  EMBEDDER_STEPS.every((step) => stepStatusIn(state, stepKey(step, embedder)) === 'not run') ||
  done(state, stepKey('import', embedder));

/** Whether every step before `key` is complete (the order of 002 §2); the embedder chains are optional. */
export function predecessorsComplete(state: PipelineState, key: string): boolean {
  const [embedder, own] = key.includes('/') ? (key.split('/') as [string, string]) : [null, key];
  if (embedder !== null) {
    if (!state.embedders.includes(embedder)) return false;
    // Consumers reach the bureau export once: an embedder's file comes in before it starts.
    if (stepStatusIn(state, 'tu-export') !== 'not run') return false;
    const index = EMBEDDER_STEPS.indexOf(own as EmbedderStep);
    if (index < 0) return false;
    const previous = index === 0 ? 'embedder-import' : stepKey(EMBEDDER_STEPS[index - 1] ?? 'sftp', embedder);
    return done(state, previous);
  }
  const index = CAMPAIGN_STEPS.indexOf(own as (typeof CAMPAIGN_STEPS)[number]);
  if (index < 0) return false;
  if (index === 0) return true;
  if (own === 'tu-export' && !state.embedders.every((e) => chainSettled(state, e))) return false;
  return done(state, CAMPAIGN_STEPS[index - 1] ?? 'embedder-import');
}

/** Whether the pipeline takes `event` now. */
export function pipelineAllows(state: PipelineState, event: PipelineEvent): boolean {
  const rule = STEP_TRANSITIONS[event.type];
  if (!rule || !rule.from.includes(stepStatusIn(state, event.step))) return false;
  return !rule.inOrder || predecessorsComplete(state, event.step);
}

/** The whole pipeline is complete when metrics-calc completes. */
export const pipelineComplete = (state: PipelineState): boolean => done(state, 'metrics-calc');

/** Every step key of a campaign with these embedders, in pipeline order (the page's list). */
export const pipelineKeys = (embedders: readonly string[]): StepKey[] => [
  'embedder-import',
  ...embedders.flatMap((embedder) => EMBEDDER_STEPS.map((step) => stepKey(step, embedder))),
  ...CAMPAIGN_STEPS.slice(1),
];
