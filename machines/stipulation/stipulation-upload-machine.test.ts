import { describe } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  keepsStipulationPromises,
  stipulationEvents,
  stipulationInput,
  stipulationUploadChecks,
} from './stipulation-upload-machine.checks.test-support.ts';
import { stipulationUploadMachine } from './stipulation-upload-machine.ts';

const input = stipulationInput;
const events = stipulationEvents;
const { edgePaths } = modelPaths(stipulationUploadMachine, events, input);

describe('stipulationUploadMachine (model-based)', () => {
  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(stipulationUploadMachine, ['uploadStipulation', 'deleteStipulation'], { input });
    await replayPath(h, path, keepsStipulationPromises(h));
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('stipulationUploadMachine', () => {
  itPassesChecks(stipulationUploadChecks);
});
