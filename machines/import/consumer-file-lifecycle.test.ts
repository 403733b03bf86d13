import { describe, expect, it } from 'vitest';
import { BACKGROUND_JOB_STATUSES } from '../../domain/catalog/statuses.ts';
import { machineCatalog } from '../catalog.ts';
import {
  CONSUMER_FILE_UPLOADED,
  consumerFileEnded,
  consumerFileLifecycle,
  consumerFileMove,
  consumerFileStatusesTaking,
  consumerFileTarget,
  NOT_CANCELABLE_MESSAGE,
} from './consumer-file-lifecycle.ts';

describe('consumerFileLifecycle', () => {
  it('is catalogued, its states the seed’s background-job statuses a consumer file takes', () => {
    expect(machineCatalog.some(({ machine }) => machine === consumerFileLifecycle)).toBe(true);
    for (const status of Object.keys(consumerFileLifecycle.root.states))
      expect(BACKGROUND_JOB_STATUSES).toContain(status);
    expect(CONSUMER_FILE_UPLOADED).toBe('scheduled');
  });

  it('the embedder cancels only a scheduled or running import, in the words the console shows', () => {
    expect(consumerFileStatusesTaking('CANCEL')).toEqual(['scheduled', 'running']);
    expect(consumerFileTarget('CANCEL')).toBe('canceled');
    for (const ended of ['complete', 'failed', 'canceled'] as const)
      expect(consumerFileMove(ended, 'CANCEL')).toEqual({ refused: NOT_CANCELABLE_MESSAGE });
  });

  it('the job claims a scheduled file, resumes a running one, and only a running one finishes', () => {
    expect(consumerFileStatusesTaking('START')).toEqual(['scheduled']);
    expect(consumerFileStatusesTaking('RESUME')).toEqual(['running']);
    expect(consumerFileStatusesTaking('FINISH')).toEqual(['running']);
    expect(consumerFileStatusesTaking('FAIL')).toEqual(['scheduled', 'running']);
    expect(consumerFileMove('scheduled', 'FINISH')).toEqual({ refused: 'The import is scheduled: it takes no FINISH' });
  });

  it('an ended import (or a status it does not know) is left alone by a rerun of the job', () => {
    expect(['complete', 'failed', 'canceled', 'skipped'].every(consumerFileEnded)).toBe(true);
    expect(['scheduled', 'running'].some(consumerFileEnded)).toBe(false);
  });
});
