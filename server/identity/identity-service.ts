import { and, desc, eq, gt } from 'drizzle-orm';
import type { IdentitySession } from '../../api/idverify.ts';
import {
  IDENTITY_LOCKOUT_MS,
  IDENTITY_SESSION_TTL_MS,
  PASSCODE_MAX_ATTEMPTS,
  PASSCODE_MESSAGES,
  PASSCODE_RESEND_COOLDOWN_MS,
} from '../../domain/catalog/identity.ts';
import type { Db } from '../db/pool.ts';
import { openPii } from '../db/queries/consumer-pii.ts';
import { queueMail } from '../db/queries/mail.ts';
import { consumers, identitySessions } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { IdentityMethod, IdentityProvider, IdentitySubject } from '../providers/identity-provider.ts';

export interface IdentityDeps {
  db: Db;
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

/** A session the consumer may still answer: open, not expired, not used up. */
async function requireOpen(deps: IdentityDeps, consumerId: string, id: string): Promise<SessionRow> {
  const row = await requireSession(deps, consumerId, id);
  if (row.status === 'PASSED') return row;
  if (row.status === 'FAILED') throw new ApiError(403, 'IDV_VALIDATION_FAILED', PASSCODE_MESSAGES.maxRetries);
  if (row.status === 'UNVERIFIABLE') throw lockedOut();
  if (row.status === 'EXPIRED' || row.expiresAt <= deps.now()) {
    await setStatus(deps, row.id, 'EXPIRED');
    throw expired();
  }
  return row;
}

const setStatus = (deps: IdentityDeps, id: string, status: string) =>
  deps.db.update(identitySessions).set({ status }).where(eq(identitySessions.id, id));

/** Identity unverifiable with the given information: this session ends, and new ones wait 60 minutes. */
async function lockOut(deps: IdentityDeps, id: string): Promise<never> {
  await setStatus(deps, id, 'UNVERIFIABLE');
  throw lockedOut();
}

export async function startSession(
  deps: IdentityDeps,
  consumerId: string,
  method: IdentityMethod,
): Promise<IdentitySession> {
  const since = new Date(deps.now().getTime() - IDENTITY_LOCKOUT_MS);
  const [recent] = await deps.db
    .select({ id: identitySessions.id })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.consumerId, consumerId),
        eq(identitySessions.status, 'UNVERIFIABLE'),
        gt(identitySessions.createdAt, since),
      ),
    )
    .orderBy(desc(identitySessions.createdAt))
    .limit(1);
  if (recent) throw lockedOut();
  const subject = await subjectOf(deps, consumerId);
  const [row] = await deps.db
    .insert(identitySessions)
    .values({
      consumerId,
      method,
      createdAt: deps.now(),
      expiresAt: new Date(deps.now().getTime() + IDENTITY_SESSION_TTL_MS),
    })
    .returning();
  if (!row) throw new Error('identity session insert returned nothing');
  const started = deps.provider.startSession(subject, method, row.id);
  if (!started.ok) {
    if (started.reason === 'IDV_VALIDATION_ERROR') {
      await setStatus(deps, row.id, 'FAILED');
      throw technical();
    }
    return lockOut(deps, row.id);
  }
  return toView(
    row,
    started.questions ? [...started.questions].map((q) => ({ ...q, choices: [...q.choices] })) : undefined,
  );
}

export async function sessionState(deps: IdentityDeps, consumerId: string, id: string): Promise<IdentitySession> {
  const row = await requireSession(deps, consumerId, id);
  if (row.status === 'PENDING' && row.expiresAt <= deps.now()) {
    await setStatus(deps, row.id, 'EXPIRED');
    return toView({ ...row, status: 'EXPIRED' });
  }
  return toView(row);
}

/** Texts (here: mails to the dev outbox) the passcode; again only after the resend cooldown. */
export async function sendCode(
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
  await queueMail(deps.db, {
    to: subject.email,
    subject: 'Your Offerwell passcode',
    body: `Your Offerwell passcode is ${deps.provider.passcodeFor(row.id)}. It expires in 15 minutes.`,
  });
  await deps.db.update(identitySessions).set({ lastSentAt: now }).where(eq(identitySessions.id, row.id));
  const masked = subject.email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');
  return { sentTo: masked, resendAfter: new Date(now.getTime() + PASSCODE_RESEND_COOLDOWN_MS).toISOString() };
}

export async function checkCode(
  deps: IdentityDeps,
  consumerId: string,
  id: string,
  passcode: string,
): Promise<IdentitySession> {
  const row = await requireOpen(deps, consumerId, id);
  if (row.status === 'PASSED') return toView(row);
  const subject = await subjectOf(deps, consumerId);
  const checked = deps.provider.checkPasscode(subject, row.id, passcode);
  if (checked.ok) return passed(deps, consumerId, row);
  if (checked.reason === 'IDV_SESSIONID_EXPIRED') {
    await setStatus(deps, row.id, 'EXPIRED');
    throw expired();
  }
  if (checked.reason === 'IDV_SSNDOB_VALIDATION_FAILED') return lockOut(deps, row.id);
  if (checked.reason === 'IDV_VALIDATION_ERROR') throw technical();
  const attempts = row.attempts + 1;
  const usedUp = attempts >= PASSCODE_MAX_ATTEMPTS;
  await deps.db
    .update(identitySessions)
    .set({ attempts, ...(usedUp ? { status: 'FAILED' } : {}) })
    .where(eq(identitySessions.id, row.id));
  throw new ApiError(
    usedUp ? 403 : 400,
    'IDV_VALIDATION_FAILED',
    usedUp ? PASSCODE_MESSAGES.maxRetries : PASSCODE_MESSAGES.mismatch,
  );
}

export async function checkAnswers(
  deps: IdentityDeps,
  consumerId: string,
  id: string,
  answers: Readonly<Record<string, string>>,
): Promise<IdentitySession> {
  const row = await requireOpen(deps, consumerId, id);
  if (row.status === 'PASSED') return toView(row);
  if (row.method !== 'kba') throw new ApiError(400, 'VALIDATION_FAILED', 'This session uses a passcode.');
  const checked = deps.provider.checkAnswers(await subjectOf(deps, consumerId), row.id, answers);
  if (checked.ok) return passed(deps, consumerId, row);
  if (checked.reason === 'IDV_SSNDOB_VALIDATION_FAILED') return lockOut(deps, row.id);
  if (checked.reason === 'IDV_SESSIONID_EXPIRED') throw expired();
  if (checked.reason === 'IDV_VALIDATION_ERROR') throw technical();
  // Knowledge questions are answered once: wrong answers end the session (001 §8 "unable to verify").
  await setStatus(deps, row.id, 'FAILED');
  throw new ApiError(403, 'IDV_VALIDATION_FAILED', PASSCODE_MESSAGES.unableToVerify);
}

/** Verified: the session passes and IDV_PASSED joins the consumer's journey flags (001 §4). */
async function passed(deps: IdentityDeps, consumerId: string, row: SessionRow): Promise<IdentitySession> {
  await setStatus(deps, row.id, 'PASSED');
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
  return toView({ ...row, status: 'PASSED' });
}
