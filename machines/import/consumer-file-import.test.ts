import { describe } from 'vitest';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itIsListedForCharts } from '../lifecycle.test-helper.ts';
import { createHarness, itFollowsEachPath, modelPaths, replayPath } from '../redemption/model-based.test-helper.ts';
import {
  consumerFileActors,
  consumerFileDelays,
  consumerFileEvents,
  consumerFileImportChecks,
  consumerFileStarts,
  keepsConsumerFilePromises,
} from './consumer-file-import.checks.test-support.ts';
import { consumerFileImportMachine } from './consumer-file-import.ts';

describe.each(consumerFileStarts)('consumerFileImportMachine (model-based, $label)', ({ input }) => {
  const { edgePaths } = modelPaths(consumerFileImportMachine, consumerFileEvents, input);

  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(consumerFileImportMachine, consumerFileActors, { input, delays: consumerFileDelays });
    await replayPath(h, path, keepsConsumerFilePromises(h));
  });
});

// Also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('consumerFileImportMachine', () => {
  itPassesChecks(consumerFileImportChecks);

  itIsListedForCharts('consumerFileImport', 'machines/import/consumer-file-import.ts', 'consumerFileImportMachine');
});
