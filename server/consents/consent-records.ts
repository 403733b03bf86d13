import { createHash } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
import type { ConsentRecord, MyConsents } from '../../api/consents.ts';
import {
  CONSENT_KINDS,
  CONSENT_TEXTS,
  type ConsentChannel,
  type ConsentKind,
  pendingConsents,
} from '../../domain/compliance/consents.ts';
import type { Executor } from '../db/pool.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { consentRecords, consumers } from '../db/schema/index.ts';

/** SHA-256 (hex) of a consent text: stored with each record so the exact words agreed to are provable. */
export const consentTextHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface ConsentOrigin {
  readonly channel: ConsentChannel;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

/**
 * Appends one record per consent the scope's consumer gave, each at the current text of its kind (the API has checked
 * the versions the consumer read are current). Never updates: the table refuses it.
 */
export async function recordConsents(
  db: Executor,
  scope: ConsumerScope,
  params: { kinds: readonly ConsentKind[]; origin: ConsentOrigin },
): Promise<void> {
  await recordConsentsAtSignIn(db, scope.consumerId, params.kinds, params.origin);
}

/**
 * recordConsents by the consumer's id. Unscoped on purpose: the sign-in records the credit-check consent in the
 * transaction that finds (or makes) the consumer, before any session, and so any scope, exists.
 */
export async function recordConsentsAtSignIn(
  db: Executor,
  consumerId: string,
  kinds: readonly ConsentKind[],
  origin: ConsentOrigin,
): Promise<void> {
  if (kinds.length === 0) return;
  await db.insert(consentRecords).values(
    [...new Set(kinds)].map((kind) => ({
      consumerId,
      kind,
      version: CONSENT_TEXTS[kind].version,
      textHash: consentTextHash(CONSENT_TEXTS[kind].text),
      channel: origin.channel,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent?.slice(0, 400) ?? null,
    })),
  );
}

/**
 * Every consent of a consumer, oldest first, as the API answers (and exports) them. By id for the admin's lookup,
 * which names the consumer; the consumer's own call goes through `myConsents` (their scope).
 */
export async function consentsOf(db: Executor, consumerId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consumerId, consumerId))
    .orderBy(asc(consentRecords.givenAt), asc(consentRecords.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    version: row.version,
    textHash: row.textHash,
    channel: row.channel,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    givenAt: row.givenAt.toISOString(),
  }));
}

/** The scope's consumer's own view: current texts, their records and what to ask for. */
export async function myConsents(db: Executor, scope: ConsumerScope): Promise<MyConsents> {
  const records = await consentsOf(db, scope.consumerId);
  return {
    texts: CONSENT_KINDS.map((kind) => ({ ...CONSENT_TEXTS[kind] })),
    records,
    pending: pendingConsents(records),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A consumer by id or access code, for the admin's lookup. */
export async function findConsumerForConsents(db: Executor, key: string) {
  const [row] = await db
    .select({
      id: consumers.id,
      firstName: consumers.firstName,
      lastName: consumers.lastName,
      accessCode: consumers.accessCode,
    })
    .from(consumers)
    .where(UUID.test(key) ? or(eq(consumers.id, key), eq(consumers.accessCode, key)) : eq(consumers.accessCode, key))
    .limit(1);
  return row;
}
