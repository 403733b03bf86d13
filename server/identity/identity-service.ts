import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { IdentitySession } from '../../api/idverify.ts';
import {
  IDENTITY_LOCKOUT_MS,
  IDENTITY_SESSION_TTL_MS,
  MAX_FAILED_IDENTITY_SESSIONS,
  PASSCODE_MAX_ATTEMPTS,
  PASSCODE_MESSAGES,
  PASSCODE_RESEND_COOLDOWN_MS,
} from '../../domain/catalog/identity.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import {
  type IdentityCheckEventType,
  type IdentityCheckStatus,
  identityCheckMoves,
  identityCheckRefusal,
} from '../../machines/identity/identity-check-lifecycle.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { queueMail } from '../db/queries/mail.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { consumers, identitySessions } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { passcodeMail } from '../i18n/consumer-texts.ts';
import type { IdentityMethod, IdentityProvider, IdentitySubject } from '../providers/identity-provider.ts';

export interface IdentityDeps {
  db: Db;
  /** The consumer's language: the passcode mail is written in it (English when absent). */
  locale?: Locale | undefined;
  provider: IdentityProvider;
  encryptionKey: Buffer;
  now: () => Date;
}

type SessionRow = typeof identitySessions.$inferSelect;

const lockedOut = () => new ApiError(403, 'IDV_SSNDOB_VALIDATION_FAILED', PASSCODE_MESSAGES.lockedOut);
const expired = () => new ApiError(410, 'IDV_SESSIONID_EXPIRED', PASSCODE_MESSAGES.sessionExpired);
const technical = () => new ApiError(502, 'IDV_VALIDATION_ERROR', PASSCODE_MESSAGES.technicalError);
const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such verification session.');

/** What the vendor is told about the consumer: names in clear, the rest from the sealed personal data. */
export async function subjectOf(
  deps: IdentityDeps,
  consumerId: string,
): Promise<IdentitySubject & { email: string | null }> {
  const [row] = await deps.db.select().from(consumers).where(eq(consumers.id, consumerId));
  if (!row) throw new ApiError(401, 'INVALID_SESSION', 'Your session is no longer valid. Please sign in again.');
  const pii = openPii(deps.encryptionKey, row.pii);
  return {
    consumerId,
    firstName: row.firstName,
    lastName: row.lastName,
    ssnLastFour: pii.ssn ? pii.ssn.replace(/\D/g, '').slice(-4) : null,
    street: pii.street ?? null,
    city: pii.city ?? null,
    county: pii.county ?? null,
    zipcode: pii.zipcode ?? null,
    state: pii.state ?? null,
    phone: pii.phone ?? null,
    email: pii.email ?? null,
  };
}

const toView = (row: SessionRow, questions?: IdentitySession['questions']): IdentitySession => ({
  sessionId: row.id,
  method: row.method,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  ...(questions ? { questions } : {}),
});

async function requireSession(deps: IdentityDeps, consumerId: string, id: string): Promise<SessionRow> {
  const [row] = await deps.db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.id, id), eq(identitySessions.consumerId, consumerId)));
  if (!row) throw notFound();
  return row;
}

/** The errors an ended check answers a consumer's answer with (the machine's reason, the seed's code for it). */
const ENDED: Record<Exclude<IdentityCheckStatus, 'PENDING' | 'PASSED'>, () => ApiError> = {
  FAILED: () => new ApiError(403, 'IDV_VALIDATION_FAILED', identityCheckRefusal('FAILED')),
  UNVERIFIABLE: lockedOut,
  EXPIRED: expired,
};
/** The status of a verified check, and those a check may still be answered in (the machine's). */
const PASSED = identityCheckMoves.target('PASS');
const OPEN = identityCheckMoves.taking('PASS');

/** A session the consumer may still answer (or already passed): open and in time, else the machine's refusal. */
async function requireOpen(deps: IdentityDeps, consumerId: string, id: string): Promise<SessionRow> {
  const row = await requireSession(deps, consumerId, id);
  const status = row.status as IdentityCheckStatus;
  if (status === PASSED) return row;
  if (!OPEN.includes(status)) throw (ENDED[status as keyof typeof ENDED] ?? expired)();
  if (row.expiresAt <= deps.now()) {
    await setStatus(deps, row.id, 'EXPIRE');
    throw expired();
  }
  return row;
}

/** The identityCheckLifecycle machine's move, written only from the statuses that take it (a racing end wins). */
const setStatus = (deps: IdentityDeps, id: string, event: IdentityCheckEventType) =>
  deps.db
    .update(identitySessions)
    .set({ status: identityCheckMoves.target(event) })
    .where(and(eq(identitySessions.id, id), inArray(identitySessions.status, identityCheckMoves.taking(event))));

/**
 * Locked out for 60 minutes after an UNVERIFIABLE session, or after MAX_FAILED_IDENTITY_SESSIONS failed ones — used
 * up, or abandoned after a wrong guess (issue 17: a new session after each failure would otherwise give unlimited
 * passcode or knowledge-question guesses).
 */
async function assertNotLockedOut(db: Db, now: Date, consumerId: string): Promise<void> {
  const since = new Date(now.getTime() - IDENTITY_LOCKOUT_MS);
  const recent = await db
    .select({ status: identitySessions.status, attempts: identitySessions.attempts })
    .from(identitySessions)
    .where(and(eq(identitySessions.consumerId, consumerId), gt(identitySessions.createdAt, since)));
  if (recent.some((row) => row.status === 'UNVERIFIABLE')) throw lockedOut();
  const failed = recent.filter(
    (row) => row.status === 'FAILED' || (row.status === 'EXPIRED' && row.attempts > 0),
  ).length;
  if (failed >= MAX_FAILED_IDENTITY_SESSIONS) throw lockedOut();
}

/** Identity unverifiable with the given information: this session ends, and new ones wait 60 minutes. */
async function lockOut(deps: IdentityDeps, id: string): Promise<never> {
  await setStatus(deps, id, 'LOCK_OUT');
  throw lockedOut();
}

/** The scope's consumer starts a check of their identity (the redeem journey's). */
export const startSession = (deps: IdentityDeps, scope: ConsumerScope, method: IdentityMethod) =>
  startSessionById(deps, scope.consumerId, method, 'redeem');

/**
 * startSession by the consumer's id. Unscoped on purpose: the registration lookup (registration-service.ts) starts the
 * passcode check of the consumer it found, before that consumer has a session, and so a scope.
 */
export async function startSessionById(
  deps: IdentityDeps,
  consumerId: string,
  method: IdentityMethod,
  purpose: 'redeem' | 'registration',
): Promise<IdentitySession> {
  if (!deps.provider.methods.includes(method)) {
    throw new ApiError(409, 'IDV_VALIDATION_NOT_CONFIGURED', PASSCODE_MESSAGES.unableToVerify);
  }
  // One start at a time per consumer (a transaction-scoped advisory lock): the lock-out check and the new session
  // are one step, and the new session supersedes any open one, so parallel starts leave one session to guess on.
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-start:${consumerId}`}))`);
    await assertNotLockedOut(tx as unknown as Db, deps.now(), consumerId);
    await tx
      .update(identitySessions)
      .set({ status: identityCheckMoves.target('EXPIRE') })
      .where(
        and(
          eq(identitySessions.consumerId, consumerId),
          inArray(identitySessions.status, identityCheckMoves.taking('EXPIRE')),
        ),
      );
    const [inserted] = await tx
      .insert(identitySessions)
      .values({
        consumerId,
        method,
        purpose,
        createdAt: deps.now(),
        expiresAt: new Date(deps.now().getTime() + IDENTITY_SESSION_TTL_MS),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('identity session insert returned nothing');
  const subject = await subjectOf(deps, consumerId);
  const started = deps.provider.startSession(subject, method, row.id);
  if (!started.ok) {
    if (started.reason === 'IDV_VALIDATION_ERROR') {
      // The vendor's failure, not the consumer's: the session ends without counting toward the lock-out.
      await setStatus(deps, row.id, 'EXPIRE');
      throw technical();
    }
    return lockOut(deps, row.id);
  }
  return toView(
    row,
    started.questions ? [...started.questions].map((q) => ({ ...q, choices: [...q.choices] })) : undefined,
  );
}

export async function sessionState(deps: IdentityDeps, scope: ConsumerScope, id: string): Promise<IdentitySession> {
  const row = await requireSession(deps, scope.consumerId, id);
  const status = row.status as IdentityCheckStatus;
  if (identityCheckMoves.next(status, 'EXPIRE') !== null && row.expiresAt <= deps.now()) {
    await setStatus(deps, row.id, 'EXPIRE');
    return toView({ ...row, status: identityCheckMoves.target('EXPIRE') });
  }
  return toView(row);
}

/** Texts (here: mails to the dev outbox) the passcode of the scope's consumer's session. */
export const sendCode = (deps: IdentityDeps, scope: ConsumerScope, id: string) =>
  sendCodeById(deps, scope.consumerId, id);

/**
 * Texts (here: mails to the dev outbox) the passcode; again only after the resend cooldown. By the consumer's id,
 * unscoped on purpose: the registration's own passcode goes out before the consumer has a session.
 */
export async function sendCodeById(
  deps: IdentityDeps,
  consumerId: string,
  id: string,
): Promise<{ sentTo: string; resendAfter: string }> {
  const row = await requireOpen(deps, consumerId, id);
  if (row.method !== 'passcode') throw new ApiError(400, 'VALIDATION_FAILED', 'This session uses knowledge questions.');
  const now = deps.now();
  if (row.lastSentAt && now.getTime() - row.lastSentAt.getTime() < PASSCODE_RESEND_COOLDOWN_MS) {
    throw new ApiError(429, 'VALIDATION_FAILED', 'Please wait a moment before asking for a new code.');
  }
  const subject = await subjectOf(deps, consumerId);
  if (!subject.email) throw new ApiError(502, 'IDV_VALIDATION_ERROR', PASSCODE_MESSAGES.codeNotGenerated);
  await queueMail(deps.db, { to: subject.email, ...passcodeMail(deps.locale, deps.provider.passcodeFor(row.id)) });
  await deps.db.update(identitySessions).set({ lastSentAt: now }).where(eq(identitySessions.id, row.id));
  const masked = subject.email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');
  return { sentTo: masked, resendAfter: new Date(now.getTime() + PASSCODE_RESEND_COOLDOWN_MS).toISOString() };
}

/** Checks a passcode the scope's consumer typed into their own session. */
export const checkCode = (deps: IdentityDeps, scope: ConsumerScope, id: string, passcode: string) =>
  checkCodeById(deps, scope.consumerId, id, passcode);

/** checkCode by the consumer's id. Unscoped on purpose: the registration's passcode is checked before any session. */
export async function checkCodeById(
  deps: IdentityDeps,
  consumerId: string,
  id: string,
  passcode: string,
): Promise<IdentitySession> {
  const row = await requireOpen(deps, consumerId, id);
  if (row.status === PASSED) return toView(row);
  // The attempt is counted before the code is checked, in one conditional UPDATE: parallel guesses each take a slot
  // or are refused, so no more than PASSCODE_MAX_ATTEMPTS codes are ever checked (issue 17).
  const attempts = await claimAttempt(deps, row.id, PASSCODE_MAX_ATTEMPTS);
  if (attempts === null) throw new ApiError(403, 'IDV_VALIDATION_FAILED', PASSCODE_MESSAGES.maxRetries);
  const subject = await subjectOf(deps, consumerId);
  const checked = deps.provider.checkPasscode(subject, row.id, passcode);
  if (checked.ok) return passed(deps, consumerId, row);
  if (checked.reason === 'IDV_SESSIONID_EXPIRED') {
    await setStatus(deps, row.id, 'EXPIRE');
    throw expired();
  }
  if (checked.reason === 'IDV_SSNDOB_VALIDATION_FAILED') return lockOut(deps, row.id);
  if (checked.reason === 'IDV_VALIDATION_ERROR') throw technical();
  const usedUp = attempts >= PASSCODE_MAX_ATTEMPTS;
  if (usedUp) await setStatus(deps, row.id, 'FAIL');
  throw new ApiError(
    usedUp ? 403 : 400,
    'IDV_VALIDATION_FAILED',
    usedUp ? PASSCODE_MESSAGES.maxRetries : PASSCODE_MESSAGES.mismatch,
  );
}

/** Takes one attempt of a PENDING session if any is left: the attempt's number, or null when none is. */
async function claimAttempt(deps: IdentityDeps, id: string, max: number): Promise<number | null> {
  const [claimed] = await deps.db
    .update(identitySessions)
    .set({ attempts: sql`${identitySessions.attempts} + 1` })
    .where(and(eq(identitySessions.id, id), inArray(identitySessions.status, OPEN), lt(identitySessions.attempts, max)))
    .returning({ attempts: identitySessions.attempts });
  return claimed?.attempts ?? null;
}

export async function checkAnswers(
  deps: IdentityDeps,
  scope: ConsumerScope,
  id: string,
  answers: Readonly<Record<string, string>>,
): Promise<IdentitySession> {
  const { consumerId } = scope;
  const row = await requireOpen(deps, consumerId, id);
  if (row.status === PASSED) return toView(row);
  if (row.method !== 'kba') throw new ApiError(400, 'VALIDATION_FAILED', 'This session uses a passcode.');
  // Knowledge questions are answered once: the one attempt is taken atomically before the answers are checked.
  if ((await claimAttempt(deps, row.id, 1)) === null) {
    throw new ApiError(403, 'IDV_VALIDATION_FAILED', PASSCODE_MESSAGES.unableToVerify);
  }
  const checked = deps.provider.checkAnswers(await subjectOf(deps, consumerId), row.id, answers);
  if (checked.ok) return passed(deps, consumerId, row);
  if (checked.reason === 'IDV_SSNDOB_VALIDATION_FAILED') return lockOut(deps, row.id);
  if (checked.reason === 'IDV_SESSIONID_EXPIRED') throw expired();
  if (checked.reason === 'IDV_VALIDATION_ERROR') throw technical();
  // Knowledge questions are answered once: wrong answers end the session (001 §8 "unable to verify").
  await setStatus(deps, row.id, 'FAIL');
  throw new ApiError(403, 'IDV_VALIDATION_FAILED', PASSCODE_MESSAGES.unableToVerify);
}

/** Verified: the session passes and IDV_PASSED joins the consumer's journey flags (001 §4). */
async function passed(deps: IdentityDeps, consumerId: string, row: SessionRow): Promise<IdentitySession> {
  await setStatus(deps, row.id, 'PASS');
  const [consumer] = await deps.db
    .select({ workflowState: consumers.workflowState })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  if (consumer && !consumer.workflowState.includes('IDV_PASSED')) {
    await deps.db
      .update(consumers)
      .set({ workflowState: [...consumer.workflowState, 'IDV_PASSED'] })
      .where(eq(consumers.id, consumerId));
  }
  return toView({ ...row, status: PASSED });
}
