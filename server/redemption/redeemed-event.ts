import type { Locale } from '../../domain/i18n/locales.ts';
import type { Executor } from '../db/pool.ts';
import type { redemptions } from '../db/schema/index.ts';
import { queueNotification } from '../notifications/notification-jobs.ts';
import { emitPartnerEvent, type JobSender, type ListeningEndpoint } from '../postbacks/outbox.ts';

type RedemptionRow = Pick<typeof redemptions.$inferSelect, 'id' | 'consumerId' | 'offerId' | 'amount' | 'term'>;

/**
 * A redemption is complete (CREATED: at once, or once its documents are in): `offer.redeemed` (issue 16 postbacks)
 * is told to the consumer's embedder, and the consumer's loan-certificate notice queued, in its own transaction.
 */
export async function emitOfferRedeemed(
  tx: Executor,
  jobs: JobSender,
  row: RedemptionRow,
  locale?: Locale,
  /** The consumer's embedder's endpoint when read already with the offer (listeningEndpointColumn). */
  endpoint?: ListeningEndpoint | null,
): Promise<void> {
  await emitPartnerEvent(
    tx,
    jobs,
    'offer.redeemed',
    {
      consumerId: row.consumerId,
      data: {
        offerId: row.offerId,
        consumerId: row.consumerId,
        redemptionId: row.id,
        amount: row.amount,
        term: row.term,
      },
    },
    endpoint,
  );
  // The notice goes out later, from the worker: the consumer's language travels in the job.
  await queueNotification(jobs, { kind: 'LOAN_CERTIFICATE', redemptionId: row.id, ...(locale ? { locale } : {}) }, tx);
}
