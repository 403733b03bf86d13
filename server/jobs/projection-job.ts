import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ProjectionJobEventType,
  projectionJobMove,
  projectionJobTarget,
  projectionStatusesTaking,
} from '../../machines/projections/projection-job-lifecycle.ts';
import type { Db } from '../db/pool.ts';
import { projections } from '../db/schema/index.ts';
import { computeProjectionForJob } from '../projections/compute-projection.ts';
import type { JobProgress } from './job-progress.ts';

export interface ProjectionJob {
  projectionId: string;
}
/** A projection is queued in its request's transaction; should the job run before the commit, it is retried. */
export const PROJECTION_JOB_OPTIONS = { retryLimit: 3, retryDelay: 2, expireInSeconds: 30 * 60 } as const;

/** The progress of a projection run: rows done/total on its row (the page's progress bar reads them). */
const rowProgress = (db: Db, projectionId: string): JobProgress => ({
  total: async (rows) => {
    await db.update(projections).set({ rowsTotal: rows }).where(eq(projections.id, projectionId));
  },
  advance: async (rows) => {
    await db
      .update(projections)
      .set({ rowsDone: sql`${projections.rowsDone} + ${rows}` })
      .where(eq(projections.id, projectionId));
  },
  signal: new AbortController().signal,
});

/** The run, while it is in a status `event` leaves (machines/projections/projection-job-lifecycle.ts). */
const movable = (projectionId: string, event: ProjectionJobEventType) =>
  and(eq(projections.id, projectionId), inArray(projections.status, projectionStatusesTaking(event)));

/**
 * Runs one queued projection (the `projections` queue): RUNNING, the engine over the source population with
 * progress, then COMPLETE with its rows or FAILED with the error, each move as projectionJobLifecycle answers it and
 * written only from the statuses the move leaves. 'missing' when the row is not there (yet); 'skipped' for one
 * already finished (a pg-boss retry).
 */
export async function runProjectionJob(
  db: Db,
  projectionId: string,
): Promise<'complete' | 'failed' | 'missing' | 'skipped'> {
  const [row] = await db.select().from(projections).where(eq(projections.id, projectionId));
  if (!row) return 'missing';
  const running = projectionJobMove(row.status, 'START');
  if (!running) return 'skipped';
  const [claimed] = await db
    .update(projections)
    .set({ status: running, rowsDone: 0 })
    .where(movable(projectionId, 'START'))
    .returning({ id: projections.id });
  if (!claimed) return 'skipped';
  try {
    const rows = await computeProjectionForJob(
      db,
      { fiId: row.fiId, sourceCampaignId: row.sourceCampaignId },
      rowProgress(db, projectionId),
    );
    await db
      .update(projections)
      .set({ status: projectionJobTarget('FINISH'), rows, completedAt: new Date() })
      .where(movable(projectionId, 'FINISH'));
    return 'complete';
  } catch (error) {
    await db
      .update(projections)
      .set({
        status: projectionJobTarget('FAIL'),
        error: error instanceof Error ? error.message : String(error),
        completedAt: new Date(),
      })
      .where(movable(projectionId, 'FAIL'));
    return 'failed';
  }
}
