import { describe } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itIsListedForCharts } from '../lifecycle.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  keepsAssignmentPromises,
  loanLeadAssignmentChecks,
  loanLeadAssignmentEvents,
  loanLeadAssignmentStarts,
} from './loan-lead-assignment.checks.test-support.ts';
import { loanLeadAssignmentMachine } from './loan-lead-assignment.ts';

// An assigned lead is final at once (no transition to replay); the checks cover where it starts.
const startsWithTransitions = loanLeadAssignmentStarts.filter(({ states }) => states.length > 1);

describe.each(startsWithTransitions)('loanLeadAssignmentMachine (model-based, $label)', ({ input }) => {
  const { edgePaths } = modelPaths(loanLeadAssignmentMachine, loanLeadAssignmentEvents, input);

  itFollowsEachPath(edgePaths, async (path) => {
    const harness = createHarness(loanLeadAssignmentMachine, ['assignUser'], { input });
    await replayPath(harness, path, keepsAssignmentPromises(harness));
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('loanLeadAssignmentMachine', () => {
  itPassesChecks(loanLeadAssignmentChecks);

  itIsListedForCharts('loanLeadAssignment', 'machines/loan-leads/loan-lead-assignment.ts', 'loanLeadAssignmentMachine');
});
