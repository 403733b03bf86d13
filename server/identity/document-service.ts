import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type DocumentScanStatus,
  documentFailure,
  isDocumentFailureStatus,
} from '../../domain/catalog/document-verification.ts';
import { MAX_DOCUMENT_ATTEMPTS } from '../../domain/catalog/identity.ts';
import {
  awaitsScanAnswer,
  documentSessionMoves,
  NEW_SCAN_STATUS,
  SCAN_ANSWER_EVENT,
} from '../../machines/identity/document-session-lifecycle.ts';
import { seal } from '../auth/secret-box.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { consumers, documentSessions } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { LicenceScanProvider } from '../providers/identity-provider.ts';
import { type IdentityDeps, subjectOf } from './identity-service.ts';

export type DocumentDeps = IdentityDeps & { scans: LicenceScanProvider };

/**
 * Submits a licence scan: the consumer's next attempt, refused after the last one (001 §2 attempts-exceeded); once a
 * scan passed, that one is answered again instead.
 */
export async function startScan(deps: DocumentDeps, scope: ConsumerScope) {
  const { consumerId } = scope;
  // Counted and inserted under a per-consumer advisory lock: parallel scans cannot all see the same count and
  // together exceed MAX_DOCUMENT_ATTEMPTS (issue 17).
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`licence-scan:${consumerId}`}))`);
    const done = await tx.select().from(documentSessions).where(eq(documentSessions.consumerId, consumerId));
    // A licence already passed is not scanned again: its session answers, and no attempt is spent (issue 28).
    const passed = done.find((scan) => scan.status === 'passed');
    if (passed) return passed;
    // A final answer (under the supported age, already submitted) is not changed by scanning again.
    const final = done.find((scan) => isDocumentFailureStatus(scan.status) && !documentFailure(scan.status).retry);
    if (final) throw new ApiError(409, 'VALIDATION_FAILED', documentFailure(final.status).message);
    const attempt = done.length + 1;
    if (attempt > MAX_DOCUMENT_ATTEMPTS) {
      throw new ApiError(429, 'VALIDATION_FAILED', 'Too many licence scan attempts. Please contact support.');
    }
    const [inserted] = await tx
      .insert(documentSessions)
      .values({ consumerId, attempt, status: NEW_SCAN_STATUS })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('document session insert returned nothing');
  return { sessionId: row.id, attempt: row.attempt, status: row.status };
}

/**
 * One poll of the vendor: each call counts, so the sandbox answers 'processing' for its first polls and then the
 * identity's outcome. A passed scan adds IDDOC_UPLOADED and IDDOC_PASSED to the consumer's journey flags.
 */
export async function pollScan(deps: DocumentDeps, scope: ConsumerScope, id: string): Promise<{ status: string }> {
  const { consumerId } = scope;
  const [row] = await deps.db
    .select()
    .from(documentSessions)
    .where(and(eq(documentSessions.id, id), eq(documentSessions.consumerId, consumerId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such licence scan.');
  const stored = row.status as DocumentScanStatus;
  if (!awaitsScanAnswer(stored)) return { status: stored };
  const polls = row.polls + 1;
  const subject = await subjectOf(deps, consumerId);
  const event = SCAN_ANSWER_EVENT[deps.scans.statusAt(subject, row.attempt, polls)];
  const move = documentSessionMoves.move(stored, event);
  if ('refused' in move) throw new Error(move.refused);
  const status = move.next;
  // A passed licence keeps what the vendor read off it (sealed) for the lender's loan-lead record.
  const read = status === 'passed' ? deps.scans.readLicence?.(subject) : undefined;
  const licenceSealed = read ? seal(deps.encryptionKey, JSON.stringify(read)) : null;
  // Conditional on the from-states: of two parallel polls only the first answer is written.
  const [written] = await deps.db
    .update(documentSessions)
    .set({ polls, status, licenceSealed })
    .where(and(eq(documentSessions.id, id), inArray(documentSessions.status, documentSessionMoves.taking(event))))
    .returning({ status: documentSessions.status });
  if (!written) return pollScan(deps, scope, id);
  if (status === 'passed') {
    const [consumer] = await deps.db
      .select({ workflowState: consumers.workflowState })
      .from(consumers)
      .where(eq(consumers.id, consumerId));
    const flags = consumer?.workflowState ?? [];
    const added = ['IDDOC_UPLOADED', 'IDDOC_PASSED'].filter((flag) => !flags.includes(flag));
    if (added.length) {
      await deps.db
        .update(consumers)
        .set({ workflowState: [...flags, ...added] })
        .where(eq(consumers.id, consumerId));
    }
  }
  return { status };
}
