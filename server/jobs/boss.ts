import pg from 'pg';
import PgBoss from 'pg-boss';
import { applyCampaignCalendar } from '../campaigns/campaign-calendar.ts';
import type { Db } from '../db/pool.ts';
import { attemptLeadPush, LEAD_PUSH_QUEUE, type LeadPushJob } from '../loan-leads/push.ts';
import type { Logger } from '../logger.ts';
import { NOTIFICATION_QUEUE, type NotificationJob } from '../notifications/notification-jobs.ts';
import { runNotificationJob } from '../notifications/run-notification-job.ts';
import { attemptDelivery } from '../postbacks/deliver.ts';
import { POSTBACK_QUEUE, type PostbackJob } from '../postbacks/outbox.ts';
import { registerProcessingWorkers } from '../processing/workers.ts';
import { expireReservations } from '../redemption/pending-redemption.ts';
import { type ConsumerFileImportJob, type ImportOptions, importConsumerFile } from './consumer-file-import.ts';
import { type InvoiceJob, runInvoiceJob } from './invoices.ts';
import { JobHeartbeat, sweepOrphanedJobs } from './job-heartbeat.ts';
import { type ProjectionJob, runProjectionJob } from './projection-job.ts';

/** Queue names; each later issue adds its own (campaign processing, offer generation, mail payloads…). */
export const QUEUES = {
  heartbeat: 'system-heartbeat',
  expireReservations: 'expire-reservations',
  postbacks: POSTBACK_QUEUE,
  consumerFileImport: 'consumer-file-import',
  campaignCalendar: 'campaign-calendar',
  invoices: 'invoices',
  projections: 'projections',
  campaignProcessing: 'campaign-processing',
  publishEmailPayloads: 'publish-email-payloads',
  loanLeadPush: LEAD_PUSH_QUEUE,
  notifications: NOTIFICATION_QUEUE,
} as const;
/** A consumer file's job is queued in its upload's transaction; should it run before the commit, it is retried. */
export const CONSUMER_FILE_JOB_OPTIONS = { retryLimit: 5, retryDelay: 2 } as const;
/**
 * The queues whose jobs beat (server/jobs/job-heartbeat.ts) and so are re-queued soon after their worker dies; each
 * continues from its ledger (rows done, the invoice or projection row's status, offer generation's batches; other
 * processing steps left running are skipped, as after pg-boss's expiry). Other queues keep pg-boss's expiry.
 */
export const HEARTBEAT_QUEUES = [
  QUEUES.consumerFileImport,
  QUEUES.invoices,
  QUEUES.projections,
  QUEUES.campaignProcessing,
] as const;
/** What stops a process's heartbeats and sweeps when its boss stops. */
const stopHeartbeats = new WeakMap<PgBoss, () => void>();

/** Upload-later reservations are checked every 15 minutes (cron, pg-boss runs it once across all workers). */
const EXPIRE_RESERVATIONS_CRON = '*/15 * * * *';
/** The campaign calendar (enrollment start/end, offers activation, done) is checked every minute. */
const CAMPAIGN_CALENDAR_CRON = '* * * * *';

/** `pollingSeconds`: how often every worker of this boss looks for jobs (env JOBS_POLLING_SECONDS). */
export async function startBoss(connectionString: string, logger: Logger, pollingSeconds = 2): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    application_name: 'offerwell-jobs',
    max: 4,
    pollingIntervalSeconds: pollingSeconds,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  await boss.start();
  await createMissingQueues(boss, connectionString);
  return boss;
}

// Arbitrary constant (beside the migrations' 727_001): serialises queue creation across starting processes.
const QUEUE_CREATION_LOCK = 727_002;

/**
 * Creates the queues not there yet, one process at a time: pg-boss creates each as a partition of its job table, and
 * several processes doing so at once on a new database deadlocked ("deadlock detected" stopped a worker's start in
 * tests/integration/two-processes.test.ts). A start on a database that has them all creates nothing.
 */
async function createMissingQueues(boss: PgBoss, connectionString: string): Promise<void> {
  const wanted = Object.values(QUEUES);
  const existing = async () => new Set((await boss.getQueues()).map((queue: { name: string }) => queue.name));
  const first = await existing();
  if (wanted.every((name) => first.has(name))) return;
  const client = new pg.Client({ connectionString, application_name: 'offerwell-jobs' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
    const present = await existing();
    for (const name of wanted) if (!present.has(name)) await boss.createQueue(name);
  } finally {
    // Ending the session releases its advisory lock.
    await client.end();
  }
}

/** Registers every worker; `npm start` runs them in-process, `npm run worker` in a process of their own. */
export async function registerWorkers(
  boss: PgBoss,
  logger: Logger,
  db: Db,
  postbacks?: { encryptionKey: Buffer; nodeEnv: string },
): Promise<void> {
  await boss.work<{ at: string }>(QUEUES.heartbeat, async (jobs) => {
    for (const job of jobs) logger.debug({ jobId: job.id, at: job.data.at }, 'heartbeat job done');
  });
  await boss.work(QUEUES.expireReservations, async () => {
    const expired = await expireReservations(db, new Date());
    if (expired > 0) logger.info({ expired }, 'upload-later reservations expired');
  });
  await boss.schedule(QUEUES.expireReservations, EXPIRE_RESERVATIONS_CRON);
  await boss.work(QUEUES.campaignCalendar, async () => {
    const moves = await applyCampaignCalendar(db, new Date());
    if (moves > 0) logger.info({ moves }, 'campaign calendar moved campaigns');
  });
  await boss.schedule(QUEUES.campaignCalendar, CAMPAIGN_CALENDAR_CRON);
  const heartbeat = new JobHeartbeat(db, logger);
  const stopSweep = sweepOrphanedJobs(db, logger, HEARTBEAT_QUEUES);
  stopHeartbeats.set(boss, () => {
    heartbeat.stop();
    stopSweep();
  });
  // Invoices and projections are queued in the generating request's transaction; one not there yet is retried.
  await workRowJobs(boss, logger, heartbeat, {
    queue: QUEUES.invoices,
    row: 'invoiceId',
    what: 'invoice',
    run: (data: InvoiceJob) => runInvoiceJob(db, data.invoiceId),
    done: 'invoice job done',
  });
  await workRowJobs(boss, logger, heartbeat, {
    queue: QUEUES.projections,
    row: 'projectionId',
    what: 'projection',
    run: (data: ProjectionJob) => runProjectionJob(db, data.projectionId),
    done: 'projection done',
  });
  if (postbacks) await workPartnerCalls(boss, logger, db, postbacks);
  // The consumer file import opens sealed uploads with the same key (given by `npm start` and `npm run worker`).
  const encryptionKey = postbacks?.encryptionKey;
  if (encryptionKey) {
    await workConsumerFileImports(boss, logger, db, encryptionKey, heartbeat);
    const processing = { step: QUEUES.campaignProcessing, publish: QUEUES.publishEmailPayloads };
    await registerProcessingWorkers(boss, logger, db, encryptionKey, processing, heartbeat);
  }
}

/**
 * A worker whose jobs each name one row by its id (field `row`, e.g. invoiceId; `what` names it in errors): each runs
 * with its heartbeat, and a row not found throws so pg-boss retries (the job is queued in the transaction that writes the row).
 */
async function workRowJobs<Row extends string, Data extends Record<Row, string>>(
  boss: PgBoss,
  logger: Logger,
  heartbeat: JobHeartbeat,
  worker: { queue: string; row: Row; what: string; run: (data: Data) => Promise<string>; done: string },
): Promise<void> {
  await boss.work<Data>(worker.queue, async (jobs) => {
    for (const job of jobs) {
      const id = job.data[worker.row];
      const outcome = await heartbeat.around(job.id, () => worker.run(job.data));
      if (outcome === 'missing') throw new Error(`${worker.what} ${id} not found (yet)`);
      logger.info({ jobId: job.id, [worker.row]: id, outcome }, worker.done);
    }
  });
}

/**
 * The workers that call partners and lenders: postbacks, loan lead pushes (one attempt per job; a failed attempt
 * throws so pg-boss retries it with backoff, POSTBACK_RETRY and LEAD_PUSH_RETRY) and lender notifications.
 */
async function workPartnerCalls(
  boss: PgBoss,
  logger: Logger,
  db: Db,
  postbacks: { encryptionKey: Buffer; nodeEnv: string },
): Promise<void> {
  const context = { db, encryptionKey: postbacks.encryptionKey, allowInternal: postbacks.nodeEnv !== 'production' };
  await boss.work<PostbackJob>(QUEUES.postbacks, { includeMetadata: true }, async ([job]) => {
    if (!job) return;
    const outcome = await attemptDelivery(context, job.data.deliveryId, job);
    logger.info({ deliveryId: job.data.deliveryId, outcome, retryCount: job.retryCount }, 'postback attempt');
    if (outcome === 'RETRY') throw new Error('postback attempt failed; pg-boss retries it');
  });
  await boss.work<LeadPushJob>(QUEUES.loanLeadPush, { includeMetadata: true }, async ([job]) => {
    if (!job) return;
    const outcome = await attemptLeadPush(context, job.data.loanLeadId, job);
    logger.info({ loanLeadId: job.data.loanLeadId, outcome, retryCount: job.retryCount }, 'loan lead push attempt');
    if (outcome === 'RETRY') throw new Error('loan lead push failed; pg-boss retries it');
  });
  // Lender notifications (loan certificate, redemption limit exceeded): a failed mail throws, pg-boss retries.
  await boss.work<NotificationJob>(QUEUES.notifications, async (jobs) => {
    for (const job of jobs) {
      const outcome = await runNotificationJob(db, postbacks.encryptionKey, job.data);
      if (outcome === 'missing') throw new Error(`notification ${job.data.kind} has nothing to send (yet)`);
      logger.info({ jobId: job.id, kind: job.data.kind, outcome }, 'notification job done');
    }
  });
}

/** The consumer-file import worker, with its heartbeat (a crash test's child process runs it alone, with `options`). */
export async function workConsumerFileImports(
  boss: PgBoss,
  logger: Logger,
  db: Db,
  encryptionKey: Buffer,
  heartbeat: JobHeartbeat,
  options: ImportOptions = {},
): Promise<void> {
  await workRowJobs(boss, logger, heartbeat, {
    queue: QUEUES.consumerFileImport,
    row: 'fileId',
    what: 'consumer file',
    run: (data: ConsumerFileImportJob) => importConsumerFile(db, encryptionKey, data.fileId, options),
    done: 'consumer file import done',
  });
}

/** Lets in-flight jobs finish (up to the timeout) and closes the boss's own pool. */
export async function stopBoss(boss: PgBoss): Promise<void> {
  stopHeartbeats.get(boss)?.();
  await boss.stop({ graceful: true, wait: true, close: true, timeout: 15_000 });
}
