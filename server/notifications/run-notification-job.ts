import { isLocale } from '../../domain/i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import { sendLoanCertificate } from './loan-certificate.ts';
import type { NotificationJob } from './notification-jobs.ts';
import { sendRedeemLimitNotice } from './redeem-limit.ts';

/** One notification job: 'missing' throws in the worker, so a job that ran before its commit is retried. */
export async function runNotificationJob(
  db: Db,
  encryptionKey: Buffer,
  job: NotificationJob,
): Promise<'missing' | 'skipped' | 'sent'> {
  if (job.kind === 'LOAN_CERTIFICATE') {
    // A job queued before languages (or by hand) has none, or one we no longer speak: English.
    const locale = isLocale(job.locale) ? job.locale : undefined;
    return await sendLoanCertificate(db, encryptionKey, job.redemptionId, locale);
  }
  return await sendRedeemLimitNotice(db, job.productId);
}
