import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { NO_ACTIVE_INTEGRATION } from '../../api/loan-leads.ts';
import type { PushStatus } from '../../domain/loan-leads/loan-leads.ts';
import { type LeadPushEventType, leadPushMoves } from '../../machines/loan-leads/loan-lead-push-lifecycle.ts';
import { open } from '../auth/secret-box.ts';
import type { Db, Executor } from '../db/pool.ts';
import { ensureLeadWork } from '../db/queries/loan-leads.ts';
import type { FiScope } from '../db/queries/scope.ts';
import {
  fiIntegrations,
  financialInstitutions,
  loanLeads,
  loanLeadWork,
  products,
  redemptions,
} from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { mailFromTemplate, templateFor } from '../notifications/deliver.ts';
import { answerError, postJson, rejectionError } from '../postbacks/target.ts';
import { flatReport, queuedLeadReport } from './lead-report.ts';

export const LEAD_PUSH_QUEUE = 'loan-lead-push';
/** Four retries after the first attempt, 10 s apart and doubling (pg-boss backoff): about 2.5 minutes in all. */
export const LEAD_PUSH_RETRY = { retryLimit: 4, retryDelay: 10, retryBackoff: true } as const;
export interface LeadPushJob {
  readonly loanLeadId: string;
}
const PUSH_TIMEOUT_MS = 10_000;

/** The lender's integration a lead goes to: an ACTIVE one for the product's category, else any ACTIVE one. */
async function integrationFor(db: Executor, fiId: string, category: string) {
  const active = await db
    .select()
    .from(fiIntegrations)
    .where(and(eq(fiIntegrations.fiId, fiId), eq(fiIntegrations.status, 'ACTIVE')));
  return (
    active.find((row) => row.productCategory === category) ?? active.find((row) => !row.productCategory) ?? active[0]
  );
}

/**
 * Queues a push of the lead (the push call): the work row is QUEUED to the scope's lender's integration chosen now,
 * and a pg-boss job does the sending; without an active integration the call is refused. The caller found the lead by
 * the same scope (findLeadOf). The job names only the lead: attemptLeadPush, run later with no tenant signed in, reads
 * the lender from the queued lead itself.
 */
export async function queueLeadPush(
  db: Executor,
  scope: FiScope,
  params: { jobs: Pick<PgBoss, 'send'> | undefined; loanLeadId: string },
) {
  const { jobs, ...lead } = params;
  const [row] = await db
    .select({ category: products.category })
    .from(loanLeads)
    .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
    .innerJoin(products, eq(products.id, redemptions.productId))
    .where(eq(loanLeads.id, lead.loanLeadId));
  const integration = await integrationFor(db, scope.fiId, row?.category ?? '');
  if (!integration?.endpointUrl) throw new ApiError(400, 'VALIDATION_FAILED', NO_ACTIVE_INTEGRATION);
  await ensureLeadWork(db, lead.loanLeadId);
  const [before] = await db
    .select({ pushStatus: loanLeadWork.pushStatus })
    .from(loanLeadWork)
    .where(eq(loanLeadWork.loanLeadId, lead.loanLeadId))
    .for('update');
  // The row is locked since it was read: the loanLeadPush machine's answer holds when it is written.
  const move = leadPushMoves.move((before?.pushStatus ?? 'NOT_PUSHED') as PushStatus, 'PUSH');
  if ('refused' in move) throw new ApiError(409, 'VALIDATION_FAILED', move.refused);
  await db
    .update(loanLeadWork)
    .set({ pushStatus: move.next, integrationId: integration.id, pushError: null })
    .where(eq(loanLeadWork.loanLeadId, lead.loanLeadId));
  await jobs?.send(LEAD_PUSH_QUEUE, { loanLeadId: lead.loanLeadId } satisfies LeadPushJob, LEAD_PUSH_RETRY);
  return {
    before: before?.pushStatus ?? 'NOT_PUSHED',
    after: move.next,
    integration: { id: integration.id, type: integration.type },
  };
}

/** What an LOS answered. */
interface LosAnswer {
  readonly statusCode: number;
  readonly reference?: string;
}

/**
 * The sandbox loan origination system (docs/decisions/0429-push-loan-leads.md): integrations whose endpoint is on an
 * `.example` host (the demo's and the tests') are answered in-process instead of over the network. It accepts every
 * lead (201 and a reference) unless the endpoint's path or host says `fail`, where it answers 503 every time: how a
 * lender (and the tests) sees the retries and the failure notice.
 */
export function sandboxLosReceiver(url: string, payload: { loanNumber: string | null }): LosAnswer {
  if (/fail/i.test(url)) return { statusCode: 503 };
  return { statusCode: 201, reference: `SBX-${payload.loanNumber ?? 'LEAD'}` };
}

const isSandboxHost = (url: string) => {
  try {
    return new URL(url).hostname.endsWith('.example');
  } catch {
    return false;
  }
};

export interface PushContext {
  readonly db: Db;
  readonly encryptionKey: Buffer;
  /** Loopback and private LOS addresses are allowed outside production (as for postbacks). */
  readonly allowInternal: boolean;
  readonly now?: (() => Date) | undefined;
}

export type PushOutcome = 'PUSHED' | 'RETRY' | 'FAILED' | 'SKIPPED';

/** An attempt's outcome as the loanLeadPush machine's event. */
const OUTCOME_EVENT = {
  PUSHED: 'DELIVERED',
  RETRY: 'ATTEMPT_FAILED',
  FAILED: 'DELIVERY_FAILED',
} as const satisfies Record<Exclude<PushOutcome, 'SKIPPED'>, LeadPushEventType>;
/** The statuses a push job's attempt runs in (any answer of the LOS is taken there). */
const DELIVERING = leadPushMoves.taking('DELIVERED');

/** The lead's push work with its integration, lender and product; null when there is none. */
async function loadPushWork(db: Db, loanLeadId: string) {
  const [work] = await db
    .select({
      work: loanLeadWork,
      redemptionId: loanLeads.redemptionId,
      fiId: loanLeads.fiId,
      integration: fiIntegrations,
      lenderName: financialInstitutions.name,
      productId: redemptions.productId,
    })
    .from(loanLeadWork)
    .innerJoin(loanLeads, eq(loanLeads.id, loanLeadWork.loanLeadId))
    .innerJoin(redemptions, eq(redemptions.id, loanLeads.redemptionId))
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, loanLeads.fiId))
    .leftJoin(fiIntegrations, eq(fiIntegrations.id, loanLeadWork.integrationId))
    .where(eq(loanLeadWork.loanLeadId, loanLeadId));
  return work ?? null;
}

type PushWork = NonNullable<Awaited<ReturnType<typeof loadPushWork>>>;
type LeadReport = NonNullable<Awaited<ReturnType<typeof queuedLeadReport>>>;

/** Posts the flattened report to the integration's LOS (the sandbox receiver answers in-process); `error` says why not. */
async function sendToLos(
  context: PushContext,
  work: PushWork,
  report: LeadReport | null,
): Promise<{ answer: LosAnswer | null; error: string | null }> {
  const url = work.integration?.endpointUrl;
  if (!work.integration || !url || work.integration.status !== 'ACTIVE') {
    return { answer: null, error: 'The integration is no longer active' };
  }
  const payload = { loanNumber: work.work.loanNumber, lead: report ? flatReport(report.sections) : {} };
  let answer: LosAnswer | null = null;
  try {
    if (isSandboxHost(url)) {
      answer = sandboxLosReceiver(url, payload);
    } else {
      const token = work.integration.accessTokenSealed
        ? open(context.encryptionKey, work.integration.accessTokenSealed)
        : null;
      answer = await postJson(
        url,
        { 'user-agent': 'Offerwell-LoanLeads/1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        JSON.stringify(payload),
        { timeoutMs: PUSH_TIMEOUT_MS, allowInternal: context.allowInternal },
      );
    }
    return { answer, error: answerError(answer.statusCode) };
  } catch (caught) {
    return { answer, error: rejectionError(caught) };
  }
}

/** The lender's "loan lead delivery failure" notification, to each of the integration's failure addresses. */
async function mailDeliveryFailure(db: Db, work: PushWork, report: LeadReport, error: string | null): Promise<void> {
  const emails = (work.integration?.failureNotificationEmails ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const template = await templateFor(db, {
    fiId: work.fiId,
    kind: 'LOAN_LEAD_DELIVERY_FAILURE',
    productId: work.productId,
  });
  const values = {
    consumerFirstName: report.lead.consumerFirstName,
    consumerLastName: report.lead.consumerLastName,
    lenderName: work.lenderName,
    productName: report.lead.productName,
    loanAmount: report.lead.amount,
    redemptionId: work.redemptionId,
    dataPartner: work.integration?.type ?? 'your integration',
    failureReason: error ?? 'unknown',
  };
  for (const to of emails) await mailFromTemplate(db, to, template, values);
}

/**
 * One attempt at pushing a lead (the `loan-lead-push` worker runs it per job; tests call it directly). A 2xx answer
 * is PUSHED; anything else throws for pg-boss to retry with backoff until the last retry, which leaves the lead
 * FAILED and mails the lender's "loan lead delivery failure" notification to the integration's failure addresses.
 */
export async function attemptLeadPush(
  context: PushContext,
  loanLeadId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<PushOutcome> {
  const { db } = context;
  const work = await loadPushWork(db, loanLeadId);
  if (!work || !DELIVERING.includes(work.work.pushStatus as PushStatus)) return 'SKIPPED';
  const now = context.now?.() ?? new Date();
  // Unscoped: no tenant is signed in to a job; the lender is the queued lead's own (loadPushWork read it).
  const report = await queuedLeadReport(db, {
    fiId: work.fiId,
    key: context.encryptionKey,
    redemptionId: work.redemptionId,
    reveal: true,
    now,
  });
  const { answer, error } = await sendToLos(context, work, report);
  const pushed = error === null;
  const final = pushed || attempt.retryCount >= attempt.retryLimit || !work.integration;
  const outcome: PushOutcome = pushed ? 'PUSHED' : final ? 'FAILED' : 'RETRY';
  const event = OUTCOME_EVENT[outcome];
  const written = await db
    .update(loanLeadWork)
    .set({
      pushAttempts: sql`${loanLeadWork.pushAttempts} + 1`,
      pushStatus: leadPushMoves.target(event),
      pushError: error,
      ...(pushed ? { pushedAt: now, losReference: answer?.reference ?? null } : {}),
    })
    // Conditional on the statuses the answer leaves (a concurrent run's answer may have ended the push already).
    .where(and(eq(loanLeadWork.loanLeadId, loanLeadId), inArray(loanLeadWork.pushStatus, leadPushMoves.taking(event))))
    .returning({ loanLeadId: loanLeadWork.loanLeadId });
  if (outcome === 'FAILED' && report && written.length > 0) await mailDeliveryFailure(db, work, report, error);
  return outcome;
}
