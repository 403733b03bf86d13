import type { Locale } from '../../domain/i18n/locales.ts';
import type { Executor } from '../db/pool.ts';
import { bossDb, type JobSender } from '../postbacks/outbox.ts';

/** The pg-boss queue lender notifications are sent on (server/jobs/boss.ts QUEUES.notifications). */
export const NOTIFICATION_QUEUE = 'lender-notifications';

/** A job per notification: the worker reads everything else from the database when it runs. */
export type NotificationJob =
  | { readonly kind: 'LOAN_CERTIFICATE'; readonly redemptionId: string; readonly locale?: Locale }
  | { readonly kind: 'REDEMPTION_LIMIT_EXCEEDED'; readonly productId: string };

/** Mail servers fail for a while: a few retries with backoff; a job queued before its commit is retried too. */
export const NOTIFICATION_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;

/**
 * Queues a notification. With `tx` it is queued in that transaction (sent only if the redemption commits); without,
 * at once (a refused redemption rolled back, yet the lender is told its limit was hit). A redemption never waits
 * for, nor fails by, a mail: the worker sends it (docs/decisions/0591-lender-notifications-as-jobs.md).
 */
export async function queueNotification(jobs: JobSender, job: NotificationJob, tx?: Executor): Promise<void> {
  if (!jobs) return;
  // One limit notice waiting per product: a burst of refused redemptions queues it once.
  const singleton = job.kind === 'REDEMPTION_LIMIT_EXCEEDED' ? { singletonKey: `limit:${job.productId}` } : {};
  await jobs.send(NOTIFICATION_QUEUE, job, { ...NOTIFICATION_RETRY, ...singleton, ...(tx ? { db: bossDb(tx) } : {}) });
}
