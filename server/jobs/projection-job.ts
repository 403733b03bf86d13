import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { projections } from '../db/schema/index.ts';
import { computeProjection } from '../projections/compute-projection.ts';
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

/**
 * Runs one queued projection (the `projections` queue): RUNNING, the engine over the source population with
 * progress, then COMPLETE with its rows or FAILED with the error. 'missing' when the row is not there (yet);
 * 'skipped' for one already finished (a pg-boss retry).
 */
export async function runProjectionJob(
  db: Db,
  projectionId: string,
): Promise<'complete' | 'failed' | 'missing' | 'skipped'> {
  const [row] = await db.select().from(projections).where(eq(projections.id, projectionId));
  if (!row) return 'missing';
  if (row.status === 'COMPLETE' || row.status === 'FAILED') return 'skipped';
  await db.update(projections).set({ status: 'RUNNING', rowsDone: 0 }).where(eq(projections.id, projectionId));
  try {
    const rows = await computeProjection(
      db,
      { fiId: row.fiId, sourceCampaignId: row.sourceCampaignId },
      rowProgress(db, projectionId),
    );
    await db
      .update(projections)
      .set({ status: 'COMPLETE', rows, completedAt: new Date() })
      .where(eq(projections.id, projectionId));
    return 'complete';
  } catch (error) {
    await db
      .update(projections)
      .set({ status: 'FAILED', error: error instanceof Error ? error.message : String(error), completedAt: new Date() })
      .where(eq(projections.id, projectionId));
    return 'failed';
  }
}
