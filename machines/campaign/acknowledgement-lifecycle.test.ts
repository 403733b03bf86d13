import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_STATUSES, type AcknowledgementStatus } from '../../domain/catalog/statuses.ts';
import { machineCatalog } from '../catalog.ts';
import { expectReachesExactly, itFollowsEachPath, modelPaths } from '../redemption/model-based.test-helper.ts';
import {
  ACKNOWLEDGEMENT_EVENTS,
  type AcknowledgementEventType,
  acknowledgementLifecycle,
  acknowledgementMove,
  nextAcknowledgementStatus,
} from './acknowledgement-lifecycle.ts';

const { paths, edgePaths } = modelPaths(
  acknowledgementLifecycle,
  ACKNOWLEDGEMENT_EVENTS.map((type) => ({ type })),
);

describe('acknowledgementLifecycle (model-based)', () => {
  it('reaches every status of the seed', () => {
    expectReachesExactly(paths, ACKNOWLEDGEMENT_STATUSES);
  });

  itFollowsEachPath(edgePaths, (path) => {
    for (let index = 1; index < path.steps.length; index++) {
      const before = path.steps[index - 1]?.state.value as AcknowledgementStatus;
      const step = path.steps[index];
      if (!step) continue;
      expect(nextAcknowledgementStatus(before, step.event.type as AcknowledgementEventType)).toBe(step.state.value);
    }
  });

  it('a decided request takes nothing, with the reason naming its status', () => {
    for (const status of ['ACKNOWLEDGED', 'REJECTED', 'CANCELLED'] as const) {
      for (const event of ACKNOWLEDGEMENT_EVENTS) {
        expect(acknowledgementMove(status, event)).toEqual({
          refused: `This acknowledgement request is already ${status.toLowerCase()}.`,
        });
      }
    }
    expect(acknowledgementMove('PENDING_ACKNOWLEDGEMENT', 'REJECT')).toEqual({ next: 'REJECTED' });
  });

  it('is in the catalogue', () => {
    expect(machineCatalog.some((entry) => entry.id === 'acknowledgementLifecycle')).toBe(true);
  });
});
