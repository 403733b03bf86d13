import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { processingSteps } from '../db/schema/index.ts';
import type { JobProgress } from '../jobs/job-progress.ts';

/**
 * The JobProgress of one processing step: rows total and done go to its row after each batch (the console's
 * progress bar, rate and ETA read them); an admin's cancel (the row turned `canceled`) aborts the signal, which the
 * work sees at its next batch.
 */
export function stepProgress(
  db: Db,
  stepId: string,
  /** Called after each batch's progress is written (tests cancel there). */
  afterBatch?: () => Promise<void>,
): JobProgress & { controller: AbortController } {
  const controller = new AbortController();
  const watch = async (rows: { status: string }[]) => {
    if (rows.length === 0 && !controller.signal.aborted) {
      const [row] = await db
        .select({ status: processingSteps.status })
        .from(processingSteps)
        .where(eq(processingSteps.id, stepId));
      if (row?.status !== 'running') controller.abort(new Error('The step was canceled'));
    }
  };
  const running = and(eq(processingSteps.id, stepId), eq(processingSteps.status, 'running'));
  return {
    controller,
    signal: controller.signal,
    total: async (rows) => {
      await watch(
        await db
          .update(processingSteps)
          .set({ rowsTotal: rows })
          .where(running)
          .returning({ status: processingSteps.status }),
      );
    },
    advance: async (rows) => {
      await watch(
        await db
          .update(processingSteps)
          .set({ rowsDone: sql`${processingSteps.rowsDone} + ${rows}` })
          .where(running)
          .returning({ status: processingSteps.status }),
      );
      await afterBatch?.();
    },
  };
}

/** Throws the cancel as an error the runner recognises (work calls it at each batch boundary). */
export function stopIfCanceled(signal: AbortSignal): void {
  if (signal.aborted) throw new StepCanceled();
}

export class StepCanceled extends Error {
  constructor() {
    super('The step was canceled');
  }
}

/** A failure whose message the admin may read (the rest show the seed's "Scheduled job error"). */
export class StepFailure extends Error {}
