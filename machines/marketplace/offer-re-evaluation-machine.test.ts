import { describe } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itFollowsEachPath, modelPaths } from '../redemption/model-based.test-helper.ts';
import {
  offerReEvaluationChecks,
  reEvaluationEvents,
  reEvaluationInput,
  replayReEvaluation,
} from './offer-re-evaluation-machine.checks.test-support.ts';
import { offerReEvaluationMachine } from './offer-re-evaluation-machine.ts';

const { edgePaths } = modelPaths(offerReEvaluationMachine, reEvaluationEvents, reEvaluationInput);

describe('offer re-evaluation (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    await replayReEvaluation(offerReEvaluationMachine, path);
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('offer re-evaluation', () => {
  itPassesChecks(offerReEvaluationChecks);
});
