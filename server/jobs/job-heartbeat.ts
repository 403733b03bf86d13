import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import type { Logger } from '../logger.ts';

/**
 * Heartbeats of running jobs (issue 30 item 10). pg-boss 10 only notices a dead worker when the job's expiry (15
 * minutes) runs out; until then a crashed import shows "running" with frozen progress. Each worker process stamps its
 * active jobs every HEARTBEAT_MS in pg-boss's own `output` column (pg-boss overwrites it when the job ends), and every
 * worker process, at start and then every SWEEP_MS, sends back to the queue the active jobs of the heartbeat queues
 * whose stamp (or start) is older than STALE_AFTER_S: their worker is gone. They then continue from their ledger.
 */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_S = 20;
export const SWEEP_MS = 10_000;

export class JobHeartbeat {
  readonly worker = randomUUID();
  private readonly active = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    intervalMs = HEARTBEAT_MS,
  ) {
    this.timer = setInterval(() => void this.beat(), intervalMs);
    this.timer.unref();
  }

  /** Runs `work` with the job stamped as alive (at once and then on every beat) until it ends. */
  async around<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    this.active.add(jobId);
    try {
      await this.beat([jobId]);
      return await work();
    } finally {
      this.active.delete(jobId);
    }
  }

  private async beat(ids = [...this.active]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.db.execute(sql`
        update pgboss.job set output = jsonb_build_object('heartbeatAt', now(), 'worker', ${this.worker}::text)
         where id = any(${`{${ids.join(',')}}`}::uuid[]) and state = 'active'`);
    } catch (error) {
      this.logger.warn({ err: error }, 'job heartbeat not written');
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * Sends the active jobs of `queues` whose worker stopped beating back to their queue (state `retry`, due now); answers
 * how many. A job never stamped counts from its start, so one that died before its first beat is found too.
 */
export async function requeueOrphanedJobs(db: Db, queues: readonly string[], staleAfterS = STALE_AFTER_S) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    update pgboss.job
       set state = 'retry', start_after = now(),
           output = jsonb_build_object('message', 'worker gone; re-queued', 'requeuedAt', now())
     where state = 'active' and name = any(${`{${queues.join(',')}}`}::text[])
       and coalesce((output->>'heartbeatAt')::timestamptz, started_on) < now() - make_interval(secs => ${staleAfterS})
    returning id, name`);
  return result.rows;
}

/** Re-queues orphaned jobs now and every SWEEP_MS; answers a stop function. */
export function sweepOrphanedJobs(db: Db, logger: Logger, queues: readonly string[], everyMs = SWEEP_MS): () => void {
  const sweep = async () => {
    try {
      const requeued = await requeueOrphanedJobs(db, queues);
      if (requeued.length > 0) logger.warn({ jobs: requeued }, 'jobs of a stopped worker re-queued');
    } catch (error) {
      logger.warn({ err: error }, 'orphaned-job sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
