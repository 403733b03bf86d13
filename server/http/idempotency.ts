import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/pool.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { ApiError } from './api-error.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,255}$/;

export type Tx = Parameters<Parameters<Executor['transaction']>[0]>[0];
/** Runs `body` in one transaction on `db` and answers its value. */
export type Transaction = <R>(db: Executor, body: (tx: Tx) => Promise<R>) => Promise<R>;

export interface IdempotentRequest {
  /** The header's value; absent means the call is simply not idempotent-protected. */
  readonly key: string | undefined;
  readonly principal: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface StoredAnswer<T> {
  readonly status: number;
  readonly body: T;
  /** True when this answer is the stored one of an earlier request with the same key. */
  readonly replayed: boolean;
}

const fingerprintOf = (request: IdempotentRequest) =>
  `${request.method} ${request.path} ${createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex')}`;

/** 400 for an Idempotency-Key that is not 8 to 255 of the allowed characters: before anything else is read. */
export function assertIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `${IDEMPOTENCY_HEADER} must be 8 to 255 letters, digits or . _ : - characters`,
    );
  }
}

/** Whether `request`'s Idempotency-Key was claimed already (its answer stored, or its work under way). */
export async function idempotencyKeyClaimed(db: Executor, request: IdempotentRequest): Promise<boolean> {
  if (request.key === undefined) return false;
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, request.principal), eq(idempotencyKeys.key, request.key)));
  return row !== undefined;
}

/**
 * Runs `work` in one transaction guarded by the Idempotency-Key: the first request with a key does the work and
 * stores its answer in the same transaction; a retry gets that answer back (replayed), a different request with
 * the same key is refused, and a failed first attempt stores nothing, so the retry runs afresh.
 */
export async function withIdempotency<T>(
  db: Executor,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<{ status: number; body: T }>,
  /** How the transaction runs: drizzle's own, unless the caller ends it its own way (redeemOffer). */
  transaction: Transaction = (executor, body) => executor.transaction(body),
): Promise<StoredAnswer<T>> {
  assertIdempotencyKey(request.key);
  const fingerprint = fingerprintOf(request);
  const outcome = await transaction(db, async (tx) => {
    if (request.key !== undefined) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ principal: request.principal, key: request.key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return { replay: true as const };
    }
    const answer = await work(tx);
    if (request.key !== undefined) {
      await tx
        .update(idempotencyKeys)
        .set({ status: answer.status, response: sql`${JSON.stringify(answer.body)}::jsonb` })
        .where(and(eq(idempotencyKeys.principal, request.principal), eq(idempotencyKeys.key, request.key)));
    }
    return { replay: false as const, answer };
  });
  if (!outcome.replay) return { ...outcome.answer, replayed: false };

  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, request.principal), eq(idempotencyKeys.key, request.key ?? '')));
  if (!stored || stored.status === null) {
    throw new ApiError(409, 'VALIDATION_FAILED', 'A request with this Idempotency-Key is still being processed');
  }
  if (stored.fingerprint !== fingerprint) {
    throw new ApiError(
      422,
      'VALIDATION_FAILED',
      `This ${IDEMPOTENCY_HEADER} was already used for a different request; use a new key`,
    );
  }
  return { status: stored.status, body: stored.response as T, replayed: true };
}
