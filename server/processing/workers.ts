import type PgBoss from 'pg-boss';
import type { Db } from '../db/pool.ts';
import type { JobHeartbeat } from '../jobs/job-heartbeat.ts';
import type { Logger } from '../logger.ts';
import { publishDuePayloads } from './email-payloads.ts';
import { runProcessingStep } from './run-step.ts';

/** The pg-boss job of one processing step. */
export interface ProcessingStepJob {
  readonly stepId: string;
}
/** Queued in the transaction that scheduled the step; should it run before the commit, it is retried. */
export const PROCESSING_JOB_OPTIONS = { retryLimit: 5, retryDelay: 2 } as const;
/** Due e-mail payloads are also looked for every minute (a payload job lost to a restart is still published). */
const PUBLISH_CRON = '* * * * *';

/** The step runner and the e-mail publisher on their queues (server/jobs/boss.ts QUEUES). */
export async function registerProcessingWorkers(
  boss: PgBoss,
  logger: Logger,
  db: Db,
  encryptionKey: Buffer,
  queues: { readonly step: string; readonly publish: string },
  heartbeat: JobHeartbeat,
): Promise<void> {
  const schedulePublish = async (at: Date) => {
    await boss.send(queues.publish, {}, { startAfter: at });
  };
  await boss.work<ProcessingStepJob>(queues.step, async (jobs) => {
    for (const job of jobs) {
      // Beats so a dead worker's job is re-queued within seconds; only offer generation then resumes (run-step.ts).
      const outcome = await heartbeat.around(job.id, () =>
        runProcessingStep({ db, encryptionKey, logger, schedulePublish }, job.data.stepId),
      );
      if (outcome === 'missing') throw new Error(`processing step ${job.data.stepId} not found (yet)`);
      logger.info({ jobId: job.id, stepId: job.data.stepId, outcome }, 'processing step done');
    }
  });
  await boss.work(queues.publish, async () => {
    const sent = await publishDuePayloads(db, encryptionKey, new Date());
    if (sent > 0) logger.info({ sent }, 'e-mail payloads published');
  });
  await boss.schedule(queues.publish, PUBLISH_CRON);
}
