import { describe, expect, it } from 'vitest';
import { itIsCatalogued } from '../lifecycle.test-helper.ts';
import {
  PROJECTION_JOB_STATUSES,
  PROJECTION_UNFINISHED,
  projectionJobLifecycle,
  projectionJobMove,
  projectionStatusesTaking,
} from './projection-job-lifecycle.ts';

describe('projectionJobLifecycle', () => {
  itIsCatalogued(projectionJobLifecycle, PROJECTION_JOB_STATUSES, { ordered: true });

  it('the job starts a requested run (or one whose worker died) and ends only a running one', () => {
    expect(projectionStatusesTaking('START')).toEqual(['PENDING', 'RUNNING']);
    expect(projectionStatusesTaking('FINISH')).toEqual(['RUNNING']);
    expect(projectionStatusesTaking('FAIL')).toEqual(['RUNNING']);
    expect(projectionJobMove('PENDING', 'START')).toBe('RUNNING');
    expect(projectionJobMove('RUNNING', 'FINISH')).toBe('COMPLETE');
  });

  it('an ended run takes nothing, nor does a status it does not know', () => {
    for (const status of ['COMPLETE', 'FAILED', 'PROCESSED'])
      for (const event of ['START', 'FINISH', 'FAIL'] as const) expect(projectionJobMove(status, event)).toBeNull();
    expect(PROJECTION_UNFINISHED).toEqual(['PENDING', 'RUNNING']);
  });
});
