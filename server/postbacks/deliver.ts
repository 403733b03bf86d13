import { and, eq, inArray, sql } from 'drizzle-orm';
import { POSTBACK_HEADERS, POSTBACK_TIMEOUT_MS } from '../../domain/catalog/postbacks.ts';
import {
  type PostbackDeliveryEventType,
  postbackDeliveryMoves,
} from '../../machines/postbacks/postback-delivery-lifecycle.ts';
import { open } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import { postbackAttempts, postbackDeliveries, postbackEndpoints } from '../db/schema/index.ts';
import { signatureHeader } from './signature.ts';
import { answerError, postJson, rejectionError } from './target.ts';

export interface DeliveryContext {
  readonly db: Db;
  /** The key endpoint secrets are sealed with (AppDeps.encryptionKey). */
  readonly encryptionKey: Buffer;
  /** Loopback and private targets are allowed (everywhere but production; docs/decisions/0323-targets-postbacks.md). */
  readonly allowInternal: boolean;
  readonly now?: (() => Date) | undefined;
  readonly timeoutMs?: number | undefined;
}

/** Which attempt this is as pg-boss counts them: `retryCount` retries done so far, at most `retryLimit`. */
export interface AttemptInfo {
  readonly retryCount: number;
  readonly retryLimit: number;
}

/** DELIVERED / FAILED: final. RETRY: this attempt failed and pg-boss tries again later. SKIPPED: nothing to do. */
export type AttemptOutcome = 'DELIVERED' | 'FAILED' | 'RETRY' | 'SKIPPED';

/** An attempt's outcome as the postbackDeliveryLifecycle machine's event. */
const OUTCOME_EVENT = {
  DELIVERED: 'ACCEPTED',
  RETRY: 'ATTEMPT_FAILED',
  FAILED: 'GAVE_UP',
} as const satisfies Record<Exclude<AttemptOutcome, 'SKIPPED'>, PostbackDeliveryEventType>;
/** The statuses an attempt is made in (the endpoint's every answer is taken there). */
const ATTEMPTABLE = postbackDeliveryMoves.taking('ACCEPTED');

/**
 * One attempt at a delivery (the `partner-postbacks` worker runs it per job; tests call it directly): signs the
 * stored payload with the endpoint's secret, POSTs it with a 10 s timeout and logs the attempt. A 2xx answer is
 * DELIVERED; anything else is retried by pg-boss with backoff until the last retry, which leaves it FAILED.
 */
export async function attemptDelivery(
  context: DeliveryContext,
  deliveryId: string,
  attempt: AttemptInfo,
): Promise<AttemptOutcome> {
  const { db } = context;
  const [row] = await db
    .select({ delivery: postbackDeliveries, endpoint: postbackEndpoints })
    .from(postbackDeliveries)
    .innerJoin(postbackEndpoints, eq(postbackEndpoints.id, postbackDeliveries.endpointId))
    .where(eq(postbackDeliveries.id, deliveryId));
  if (!row || !ATTEMPTABLE.includes(row.delivery.status)) return 'SKIPPED';
  const { delivery, endpoint } = row;
  const at = context.now?.() ?? new Date();
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  if (!endpoint.enabled) {
    error = 'Postbacks are turned off';
  } else {
    try {
      const secret = open(context.encryptionKey, endpoint.secretSealed);
      const answer = await postJson(
        endpoint.url,
        {
          'user-agent': 'Offerwell-Postbacks/1',
          [POSTBACK_HEADERS.event]: delivery.event,
          [POSTBACK_HEADERS.delivery]: delivery.id,
          [POSTBACK_HEADERS.signature]: signatureHeader(secret, body, at),
        },
        body,
        { timeoutMs: context.timeoutMs ?? POSTBACK_TIMEOUT_MS, allowInternal: context.allowInternal },
      );
      statusCode = answer.statusCode;
      error = answerError(statusCode);
    } catch (caught) {
      error = rejectionError(caught);
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const delivered = error === null;
  const final = delivered || !endpoint.enabled || attempt.retryCount >= attempt.retryLimit;
  const outcome: AttemptOutcome = delivered ? 'DELIVERED' : final ? 'FAILED' : 'RETRY';
  const event = OUTCOME_EVENT[outcome];
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(postbackDeliveries)
      .set({
        attempts: sql`${postbackDeliveries.attempts} + 1`,
        status: postbackDeliveryMoves.target(event),
        lastStatusCode: statusCode,
        lastError: error,
        lastAttemptAt: at,
        ...(delivered ? { deliveredAt: at } : {}),
      })
      // Conditional on the statuses the answer leaves: a racing attempt that ended the delivery first wins.
      .where(
        and(
          eq(postbackDeliveries.id, delivery.id),
          inArray(postbackDeliveries.status, postbackDeliveryMoves.taking(event)),
        ),
      )
      .returning({ attempts: postbackDeliveries.attempts });
    if (!updated) return;
    await tx.insert(postbackAttempts).values({
      deliveryId: delivery.id,
      attempt: updated.attempts,
      statusCode,
      error,
      durationMs,
    });
  });
  return outcome;
}
