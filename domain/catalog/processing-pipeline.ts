import {
  CAMPAIGN_STEPS,
  EMBEDDER_STEPS,
  type EmbedderStep,
  type StepKey,
  type StepStatus,
  stepKey,
} from './processing-steps.ts';

/**
 * The processing pipeline's order as pure functions: which steps come before which (002 §2). The processingStep
 * statechart (machines/campaign/processing-step-lifecycle.ts) guards every start and retry with it and decides each
 * step's statuses; the processingPipeline statechart is built from that machine.
 */
export interface PipelineState {
  /** The enrolled embedders (their numbers), each with its own SFTP copy → PGP decryption → import. */
  readonly embedders: readonly string[];
  /** Statuses by step key; a step left out has not run. */
  readonly steps?: Readonly<Partial<Record<string, StepStatus>>>;
}

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

/** The whole pipeline is complete when metrics-calc completes. */
export const pipelineComplete = (state: PipelineState): boolean => done(state, 'metrics-calc');

/** Every step key of a campaign with these embedders, in pipeline order (the page's list). */
export const pipelineKeys = (embedders: readonly string[]): StepKey[] => [
  'embedder-import',
  ...embedders.flatMap((embedder) => EMBEDDER_STEPS.map((step) => stepKey(step, embedder))),
  ...CAMPAIGN_STEPS.slice(1),
];
