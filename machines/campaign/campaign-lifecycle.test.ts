import { describe, expect, it } from 'vitest';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { machineCatalog } from '../catalog.ts';
import { itPassesChecks } from '../guard-checks.test-helper.ts';
import { itFollowsEachPath, modelPaths } from '../redemption/model-based.test-helper.ts';
import {
  at,
  campaignLifecycleChecks,
  campaignEvents as events,
  REACHABLE_ON_DAY,
} from './campaign-lifecycle.checks.test-support.ts';
import { type CampaignLifecycleEvent, campaignLifecycle, nextCampaignStatusFor } from './campaign-lifecycle.ts';

// Which statuses each calendar reaches is a check (campaign-lifecycle.checks.test-support.ts); here every edge.
describe.each(REACHABLE_ON_DAY)('campaignLifecycle (model-based, $label)', ({ day }) => {
  const context = at(day);
  const { edgePaths } = modelPaths(campaignLifecycle, events, context);

  itFollowsEachPath(edgePaths, (path) => {
    // Every step the graph takes is the move the server computes from the stored status alone.
    for (let index = 1; index < path.steps.length; index++) {
      const before = path.steps[index - 1]?.state.value as CampaignStatus;
      const step = path.steps[index];
      if (!step) continue;
      const next = nextCampaignStatusFor(before, context, step.event as CampaignLifecycleEvent);
      expect(next ?? before).toBe(step.state.value);
    }
  });
});

// The lifecycle's behaviour, also run by the guard-mutation gate against each guard inverted (ADR 0514).
describe('campaignLifecycle', () => {
  itPassesChecks(campaignLifecycleChecks);

  it('is in the machine catalogue', () => {
    expect(machineCatalog.map((entry) => entry.id)).toContain('campaignLifecycle');
  });
});
