import { expect } from 'vitest';
import { createActor } from 'xstate';
import { pipelineKeys } from '../../domain/catalog/processing-pipeline.ts';
import { CAMPAIGN_STEPS } from '../../domain/catalog/processing-steps.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import { describePath, type ModelEvent, modelPaths } from '../redemption/model-based.test-helper.ts';
import { type PipelineEvent, processingPipelineMachine } from './processing-pipeline.ts';
import { pipelineAllows } from './processing-step-lifecycle.ts';

export const EMBEDDER = '1';
export const PIPELINE_KEYS = pipelineKeys([EMBEDDER]);
const TYPES = ['step.start', 'step.retry', 'step.cancel', 'step.running', 'step.complete', 'step.fail'] as const;
export const pipelineEvents: ModelEvent[] = PIPELINE_KEYS.flatMap((step) => TYPES.map((type) => ({ type, step })));

/** Only the embedder-import, one embedder chain and the campaign steps: few enough states to walk them all. */
export const pipelinePaths = (chart: typeof processingPipelineMachine, limit?: number) =>
  modelPaths(
    chart,
    // Events the machine takes (refused ones change nothing; pipelineAllows' tests cover the refusals).
    (snapshot) => pipelineEvents.filter((event) => snapshot.can(event as never)),
    { embedders: [EMBEDDER] },
    undefined,
    limit,
  );
const allComplete = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 'complete' as const]));

/** The pipeline's behaviour: the domain's rules (the server's check) decide, asked of whichever machine is given. */
export const processingPipelineChecks = defineChecks(processingPipelineMachine, {
  'is complete when metrics-calc completes': (chart) => {
    const before = {
      embedders: [],
      steps: { ...allComplete(CAMPAIGN_STEPS.slice(0, 5)), 'metrics-calc': 'running' as const },
    };
    const finishing = createActor(chart, { input: before });
    finishing.start();
    expect(finishing.getSnapshot().status).toBe('active');
    finishing.send({ type: 'step.complete', step: 'metrics-calc' });
    expect(finishing.getSnapshot().status).toBe('done');
    const actor = createActor(chart, { input: { embedders: [], steps: allComplete(CAMPAIGN_STEPS) } });
    actor.start();
    expect(actor.getSnapshot().status).toBe('done');
  },

  'takes exactly the events the domain rules (the server’s check) allow, in every reachable state': (chart) => {
    // Bounded for the gate: the real pipeline's graph is far smaller.
    for (const path of pipelinePaths(chart, 20_000).paths)
      for (const event of pipelineEvents)
        expect(path.state.can(event as never), `${describePath(path as never)} ${JSON.stringify(event)}`).toBe(
          path.state.status === 'active' && pipelineAllows(path.state.context, event as unknown as PipelineEvent),
        );
  },
});
